import type { SiteArea } from '../area';
import * as ingest from './migrations/005-ingest';
import * as ingestKeysBound from './migrations/015-ingest-keys-bound';
import * as ingestKeyRotation from './migrations/027-ingest-key-rotation';
import { ingestServerRoutes } from './routes';

/**
 * The game servers' ingest keys, and what a key tells its server about itself. The areas the
 * uploads write register their own ingest routes; app.ts puts the key check in front of them all.
 */
export const ingestArea: SiteArea = {
	name: 'ingest',
	migrations: [
		{ id: '005_ingest', sql: ingest.sql, postgres: ingest.postgres },
		{
			id: '015_ingest_keys_bound',
			sql: ingestKeysBound.sql + ingestKeysBound.bindLegacyKeysSql,
			postgres: ingestKeysBound.postgres + ingestKeysBound.bindLegacyKeysSql,
		},
		{
			id: '027_ingest_key_rotation',
			sql: ingestKeyRotation.sql,
			postgres: ingestKeyRotation.postgres,
		},
	],
	routes: [{ path: '/ingest', create: () => ingestServerRoutes }],
};
