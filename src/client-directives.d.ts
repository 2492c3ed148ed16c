/**
 * `client:painted` (src/page-speed/painted-directive.ts): hydrate right after the first paint.
 * `client:inview` (src/page-speed/in-view-directive.ts): hydrate once in view, after the first paint.
 */
declare module 'astro' {
	interface AstroClientDirectives {
		'client:painted'?: boolean;
		'client:inview'?: boolean | { rootMargin?: string };
	}
}

export {};
