import type { SiteArea } from '../area';
import { seedJailbreak } from './seed';
import * as jailbreak from './migrations/006-jailbreak';
import * as noscopeBoard from './migrations/030-noscope-board';
import * as noscopeSightings from './migrations/031-noscope-sightings-per-statement';
import * as unreadNoscopeTables from './migrations/032-drop-unread-noscope-tables';
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
	migrations: [
		{ id: '006_jailbreak', sql: jailbreak.sql, postgres: jailbreak.postgres },
		{ id: '030_noscope_board', sql: noscopeBoard.sql, postgres: noscopeBoard.postgres },
		{ id: '031_noscope_sightings', sql: noscopeSightings.sql, postgres: noscopeSightings.postgres },
		{
			id: '032_drop_unread_noscope_tables',
			sql: unreadNoscopeTables.sql,
			postgres: unreadNoscopeTables.postgres,
		},
	],
	routes: [
		{ path: '/jailbreak', create: () => jailbreakRoutes },
		{ path: '/ingest/jailbreak', create: () => jailbreakIngestRoutes },
	],
};
