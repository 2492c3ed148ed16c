import type { SiteArea } from '../area';
import * as linkFlows from './migrations/011-link-flows-and-expired-donations';
import { linkRoutes } from './routes';

/** Linking a Discord or Steam account to a site account, and unlinking it. */
export const linksArea: SiteArea = {
	name: 'links',
	migrations: [
		{
			// Also lets a donation expire: both tables were rebuilt in one change.
			id: '011_link_flows_and_expired_donations',
			sql: linkFlows.sql,
			postgres: linkFlows.postgres,
			rebuildsTables: true,
		},
	],
	// Under the accounts' prefix: /auth/discord/*, /auth/steam/*, /auth/unlink-*.
	routes: [{ path: '/auth', create: () => linkRoutes }],
};
