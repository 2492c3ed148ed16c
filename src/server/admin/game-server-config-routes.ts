import {
	CssAdminGroupsSchema,
	CssAdminsSchema,
	type CssAdminGroupsWire,
	type CssAdminsWire,
} from '../../contract/game-server-admins';
import { jsonWithETag } from '../http/etag';
import { createIngestRouter, INGEST_KEY_HEADERS } from '../ingest/require-ingest-key';
import { buildCssAdminGroups, buildCssAdmins } from './game-server-configs';
import { describeRoute } from '../http/route-docs';

const ETAG_HEADERS = { ETag: 'Tag of this content, for If-None-Match' };

/**
 * Where game servers read the admin configs that apply to them with their ingest key, mounted at
 * `/ingest`: CounterStrikeSharp's `admins.json` and `admin_groups.json`, each with an ETag.
 */
export const gameServerConfigRoutes = createIngestRouter()
	.get(
		'/admins',
		describeRoute({
			summary: "CounterStrikeSharp's configs/admins.json for the key's server",
			description:
				'The admins whose configs apply to the server (its own, or every server of its region), keyed by name. Send the last `ETag` as `If-None-Match`: 304 while nothing changed.',
			answers: {
				200: { description: 'admins.json', schema: CssAdminsSchema, headers: ETAG_HEADERS },
				304: { description: 'Unchanged since the ETag sent', empty: true },
			},
		}),
		async (c) => {
			const admins = await buildCssAdmins(c.var.db, c.var.ingestServer);
			return jsonWithETag(c, admins satisfies CssAdminsWire, INGEST_KEY_HEADERS);
		},
	)
	.get(
		'/admin-groups',
		describeRoute({
			summary: "CounterStrikeSharp's configs/admin_groups.json for the key's region",
			description: 'Keyed `#<group>`; `ETag` and 304 as for admins.json.',
			answers: {
				200: {
					description: 'admin_groups.json',
					schema: CssAdminGroupsSchema,
					headers: ETAG_HEADERS,
				},
				304: { description: 'Unchanged since the ETag sent', empty: true },
			},
		}),
		async (c) => {
			const groups = await buildCssAdminGroups(c.var.db, c.var.ingestServer.region);
			return jsonWithETag(c, groups satisfies CssAdminGroupsWire, INGEST_KEY_HEADERS);
		},
	);
