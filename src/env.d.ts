/** What the serve wrapper (src/hosting/site-server.ts) hands every request as `Astro.locals`. */
declare namespace App {
	interface Locals {
		/** The socket's peer address; absent under `astro dev`. */
		remoteAddress?: string;
		/** The build's Content-Security-Policy, for pages rendered on demand. */
		contentSecurityPolicy?: string;
	}
}
