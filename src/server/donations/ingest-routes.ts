import {
	GameServerDonatorsSchema,
	type GameServerDonatorsWire,
} from '../../contract/game-server-donators';
import { jsonWithETag } from '../http/etag';
import { createIngestRouter, INGEST_KEY_HEADERS } from '../ingest/require-ingest-key';
import { describeRoute } from '../http/route-docs';
import { listGameServerDonators } from './game-server-donators';

/** Mounted at `/ingest`: the Donators a game server grants perks to, read with its key. */
export const donatorIngestRoutes = createIngestRouter().get(
	'/donators',
	describeRoute({
		summary: 'The active Donators, for the perks on the game servers',
		description:
			'Every active Donator linked to Steam, keyed by SteamID64, with the tier and the end of the Donator time. Send the last `ETag` as `If-None-Match`: 304 while nothing changed.',
		answers: {
			200: {
				description: 'The Donators by SteamID64',
				schema: GameServerDonatorsSchema,
				headers: { ETag: 'Tag of this content, for If-None-Match' },
			},
			304: { description: 'Unchanged since the ETag sent', empty: true },
		},
	}),
	async (c) =>
		jsonWithETag(
			c,
			(await listGameServerDonators(c.var.db)) satisfies GameServerDonatorsWire,
			INGEST_KEY_HEADERS,
		),
);
