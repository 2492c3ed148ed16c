import type { SiteArea } from '../area';
import { seedJailbreak } from './seed';
import * as jailbreak from './migrations/006-jailbreak';
import { jailbreakIngestRoutes } from './ingest-routes';
import { jailbreakRoutes } from './routes';

/** The Jailbreak boards: no-scopes, poops, lootbags. */
export const jailbreakArea: SiteArea = {
	name: 'jailbreak',
	seeds: [
		{
			id: '006_jailbreak',
			kind: 'demo',
			tables: ['jailbreak_noscopes', 'jailbreak_poops', 'jailbreak_lootbag_pickups'],
			run: (db, random) => seedJailbreak(db, random),
		},
	],
	migrations: [{ id: '006_jailbreak', sql: jailbreak.sql, postgres: jailbreak.postgres }],
	routes: [
		{ path: '/jailbreak', create: () => jailbreakRoutes },
		{ path: '/ingest/jailbreak', create: () => jailbreakIngestRoutes },
	],
};
