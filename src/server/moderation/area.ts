import type { SiteArea } from '../area';
import * as moderation from './migrations/026-moderation';
import { moderationRoutes } from './routes';

/** Root's tools over accounts and staff descriptions, and the audit log that records them. */
export const moderationArea: SiteArea = {
	name: 'moderation',
	migrations: [
		{
			id: '026_moderation',
			sql: moderation.sql,
			postgres: moderation.postgres,
			rebuildsTables: true,
		},
	],
	// Paths of its own under /admin.
	routes: [{ path: '/', create: () => moderationRoutes }],
};
