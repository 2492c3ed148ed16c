import type { CssAdminGroupsWire, CssAdminsWire } from '../../contract/game-server-admins';
import { jsonWithETag } from '../http/etag';
import { createIngestRouter } from '../http/require-ingest-key';
import { buildCssAdminGroups, buildCssAdmins } from './game-server-configs';

/**
 * Where game servers read the admin configs that apply to them with their ingest key, mounted at
 * `/ingest`: CounterStrikeSharp's `admins.json` and `admin_groups.json`, each with an ETag.
 */
export const gameServerConfigRoutes = createIngestRouter()
	.get('/admins', (c) => {
		const admins = buildCssAdmins(c.var.db, c.var.ingestServer);
		return jsonWithETag(c, admins satisfies CssAdminsWire);
	})
	.get('/admin-groups', (c) => {
		const groups = buildCssAdminGroups(c.var.db, c.var.ingestServer.region);
		return jsonWithETag(c, groups satisfies CssAdminGroupsWire);
	});
