/** What the serve wrapper (src/hosting/site-server.ts) hands every request as `Astro.locals`. */
declare namespace App {
	interface Locals {
		/** The socket's peer address; absent under `astro dev`. */
		remoteAddress?: string;
		/** The build's Content-Security-Policy for a page without one of its own. */
		contentSecurityPolicy?: string;
		/** The build's policy of a route rendered on demand, by its pattern. */
		routeSecurityPolicy?: (route: string) => string | undefined;
		/** The API the serve wrapper built before it opened the port; absent under `astro dev`. */
		api?: import('./hosting/site-server').SiteApi;
	}
}

/** The profile this build was made for (src/hosting/site-profile-integration.ts). */
declare module 'virtual:site-profile' {
	export const siteProfile: import('./site-mode').SiteProfile;
}
