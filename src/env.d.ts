/** What the serve wrapper (src/hosting/site-server.ts) hands every request as `Astro.locals`. */
declare namespace App {
	interface Locals {
		/** The socket's peer address; absent under `astro dev`. */
		remoteAddress?: string;
		/** The build's Content-Security-Policy, for pages rendered on demand. */
		contentSecurityPolicy?: string;
		/** The API the serve wrapper built before it opened the port; absent under `astro dev`. */
		api?: import('./hosting/site-server').SiteApi;
	}
}

/** The profile this build was made for (src/hosting/site-profile-integration.ts). */
declare module 'virtual:site-profile' {
	export const siteProfile: import('./site-mode').SiteProfile;
}
