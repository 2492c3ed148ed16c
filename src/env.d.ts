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

/** The community this build shows (src/hosting/site-profile-integration.ts). */
declare module 'virtual:community' {
	type Community = import('./community/schema').CommunityProfile;
	export const name: Community['name'];
	export const logoUrl: Community['logoUrl'];
	export const colours: Community['colours'];
	export const hero: Community['hero'];
	export const about: Community['about'];
	export const links: Community['links'];
	export const discord: Community['discord'];
	export const staffGroups: Community['staffGroups'];
	export const gameServers: Community['gameServers'];
	export const navigation: Community['navigation'];
	export const footer: Community['footer'];
	export const donations: Community['donations'];
}
