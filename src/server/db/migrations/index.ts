import type { Database } from 'better-sqlite3';
import type { ScryptCost } from '../../auth/passwords';
import type { Random } from '../random';
import { seedAdminReference, seedDemoAdmins } from '../../admin/seed';
import { seedAccounts } from '../seed-accounts';
import { seedJailbreak } from '../../jailbreak/seed';
import { seedDonations } from '../../donations/seed';
import { seedGameServers } from '../../servers/seed';
import { seedEggHunt } from '../../egg-hunt/seed';
import { seedRounds } from '../../rounds/seed';
import { sql as accounts } from './001-accounts';
import { sql as gameServers } from './002-game-servers';
import { sql as ttt } from './004-ttt';
import { sql as ingest } from './005-ingest';
import { sql as admin } from './009-admin';
import { sql as jailbreak } from './006-jailbreak';
import { seedCommunity, COMMUNITY_TABLES } from '../../discord/seed';
import { sql as community } from './003-community';
import { sql as accountTokens } from './007-account-tokens';
import { sql as donations } from './008-donations';
import { sql as accountAbuse } from './010-account-abuse';
import { sql as linkFlowsAndExpiredDonations } from './011-link-flows-and-expired-donations';
import { bindLegacyKeysSql, sql as ingestKeysBound } from './015-ingest-keys-bound';
import { sql as roundSearch } from './018-round-search';
import { sql as roundDays } from './019-round-days';
import { sql as serverHistory } from './020-server-history';
import { seedServerHistory } from '../../servers/history-seed';
import { sql as tttRoundPlayers } from './022-ttt-round-players';
import { sql as players } from './023-players';
import { sql as steamProfiles } from './024-steam-profiles';
import { sql as ingestKeyRotation } from './027-ingest-key-rotation';

/** What every area seed may need besides its random stream. */
export interface SeedContext {
	/** scrypt cost for seeded passwords (lowered in tests). */
	passwordCost: ScryptCost;
}

/** Data of one area, written when every one of its tables is empty. */
export interface AreaSeed {
	/** The tables this seed fills; it runs only while all of them are empty. */
	tables: readonly string[];
	/** Fills the tables; `random` is the area's own stream, so areas never shift each other's data. */
	run(db: Database, random: Random, context: SeedContext): void;
}

/** One schema change, applied once and recorded under its id, with its area's optional seed. */
export interface Migration {
	/** Sortable id, `NNN_name`; never rename one that has shipped (it also keys the seed stream). */
	id: string;
	sql: string;
	/**
	 * The SQL rebuilds a table (new table, copy, drop, rename): foreign keys are off while it runs
	 * and checked before it commits, as SQLite documents for schema changes ALTER cannot make.
	 */
	rebuildsTables?: true;
	/** The area's invented community, written in demo mode only. */
	seed?: AreaSeed;
	/** Reference data a real site needs too (such as the standard admin flags), in every mode. */
	reference?: AreaSeed;
}

/**
 * Every migration, oldest first. The SQL lives in TS modules rather than .sql files so that
 * vitest, tsx and the bundled Astro server all load it the same way, with no file lookups.
 */
export const MIGRATIONS: readonly Migration[] = [
	{
		id: '001_accounts',
		sql: accounts,
		seed: {
			tables: ['accounts'],
			run: (db, random, { passwordCost }) => seedAccounts(db, random, passwordCost),
		},
	},
	{
		id: '002_game_servers',
		sql: gameServers,
		seed: { tables: ['game_servers'], run: seedGameServers },
	},
	{ id: '003_community', sql: community, seed: { tables: COMMUNITY_TABLES, run: seedCommunity } },
	{
		id: '004_ttt',
		sql: ttt,
		seed: {
			tables: ['ttt_rounds', 'ttt_egg_pickups'],
			run: (db, random) => {
				seedRounds(db, random);
				seedEggHunt(db, random);
			},
		},
	},
	{ id: '005_ingest', sql: ingest },
	{
		id: '006_jailbreak',
		sql: jailbreak,
		seed: {
			tables: ['jailbreak_noscopes', 'jailbreak_poops', 'jailbreak_lootbag_pickups'],
			run: (db, random) => seedJailbreak(db, random),
		},
	},
	{ id: '007_account_tokens', sql: accountTokens },
	{
		id: '008_donations',
		sql: donations,
		seed: { tables: ['donations'], run: (db, random) => seedDonations(db, random) },
	},
	{
		id: '009_admin',
		sql: admin,
		reference: { tables: ['game_flags', 'game_groups'], run: seedAdminReference },
		seed: { tables: ['game_admins'], run: seedDemoAdmins },
	},
	{ id: '010_account_abuse', sql: accountAbuse },
	{
		id: '011_link_flows_and_expired_donations',
		sql: linkFlowsAndExpiredDonations,
		rebuildsTables: true,
	},
	{ id: '015_ingest_keys_bound', sql: ingestKeysBound + bindLegacyKeysSql },
	{ id: '018_round_search', sql: roundSearch },
	{ id: '019_round_days', sql: roundDays },
	{
		id: '020_server_history',
		sql: serverHistory,
		seed: {
			tables: ['server_samples', 'server_hourly_peaks'],
			run: (db, random) => seedServerHistory(db, random),
		},
	},
	{ id: '022_ttt_round_players', sql: tttRoundPlayers },
	{ id: '023_players', sql: players },
	{ id: '024_steam_profiles', sql: steamProfiles },
	{ id: '027_ingest_key_rotation', sql: ingestKeyRotation },
];
