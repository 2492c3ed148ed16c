import type { AstroIntegration } from 'astro';

/** Where the style guide is served in development. */
const STYLE_GUIDE_PATH = '/style-guide';

/**
 * Serves the style guide (every UI component in every state, the tokens and the type scale) at
 * /style-guide under `astro dev` only. Injected rather than placed in src/pages, so it never
 * reaches the production build, the route table or the sitemap.
 */
export function styleGuideIntegration(): AstroIntegration {
	return {
		name: 'site-style-guide',
		hooks: {
			'astro:config:setup': ({ command, injectRoute }) => {
				if (command !== 'dev') return;
				injectRoute({
					pattern: STYLE_GUIDE_PATH,
					entrypoint: new URL('../style-guide/StyleGuide.astro', import.meta.url),
					prerender: true,
				});
			},
		},
	};
}
