/** `client:painted` (src/lib/painted-directive.ts): hydrate right after the first paint. */
declare module 'astro' {
	interface AstroClientDirectives {
		'client:painted'?: boolean;
	}
}

export {};
