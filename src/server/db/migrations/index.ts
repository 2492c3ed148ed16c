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
import * as accounts from './001-accounts';
import * as gameServers from './002-game-servers';
import * as ttt from './004-ttt';
import * as ingest from './005-ingest';
import * as admin from './009-admin';
import * as jailbreak from './006-jailbreak';
import { seedCommunity, COMMUNITY_TABLES } from '../../discord/seed';
import * as community from './003-community';
import * as accountTokens from './007-account-tokens';
import * as donations from './008-donations';
import * as accountAbuse from './010-account-abuse';
import * as linkFlowsAndExpiredDonations from './011-link-flows-and-expired-donations';
import * as ingestKeysBound from './015-ingest-keys-bound';
import * as roundSearch from './018-round-search';
import * as roundDays from './019-round-days';
import * as serverHistory from './020-server-history';
import { seedServerHistory } from '../../servers/history-seed';
import * as tttRoundPlayers from './022-ttt-round-players';
import * as players from './023-players';
import * as steamProfiles from './024-steam-profiles';
import * as playerNameOwners from './025-player-name-owners';
import * as moderation from './026-moderation';
import * as ingestKeyRotation from './027-ingest-key-rotation';

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
	/** The change on SQLite. */
	sql: string;
	/**
	 * The same change on PostgreSQL, so that both engines' schemas stay alike table by table (a
	 * test compares them). Text columns are `COLLATE "C"`: they compare byte by byte as SQLite's
	 * do, whatever collation the database was created with.
	 */
	postgres: string;
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
		sql: accounts.sql,
		postgres: accounts.postgres,
		seed: {
			tables: ['accounts'],
			run: (db, random, { passwordCost }) => seedAccounts(db, random, passwordCost),
		},
	},
	{
		id: '002_game_servers',
		sql: gameServers.sql,
		postgres: gameServers.postgres,
		seed: { tables: ['game_servers'], run: seedGameServers },
	},
	{
		id: '003_community',
		sql: community.sql,
		postgres: community.postgres,
		seed: { tables: COMMUNITY_TABLES, run: seedCommunity },
	},
	{
		id: '004_ttt',
		sql: ttt.sql,
		postgres: ttt.postgres,
		seed: {
			tables: ['ttt_rounds', 'ttt_egg_pickups'],
			run: (db, random) => {
				seedRounds(db, random);
				seedEggHunt(db, random);
			},
		},
	},
	{ id: '005_ingest', sql: ingest.sql, postgres: ingest.postgres },
	{
		id: '006_jailbreak',
		sql: jailbreak.sql,
		postgres: jailbreak.postgres,
		seed: {
			tables: ['jailbreak_noscopes', 'jailbreak_poops', 'jailbreak_lootbag_pickups'],
			run: (db, random) => seedJailbreak(db, random),
		},
	},
	{ id: '007_account_tokens', sql: accountTokens.sql, postgres: accountTokens.postgres },
	{
		id: '008_donations',
		sql: donations.sql,
		postgres: donations.postgres,
		seed: { tables: ['donations'], run: (db, random) => seedDonations(db, random) },
	},
	{
		id: '009_admin',
		sql: admin.sql,
		postgres: admin.postgres,
		reference: { tables: ['game_flags', 'game_groups'], run: seedAdminReference },
		seed: { tables: ['game_admins'], run: seedDemoAdmins },
	},
	{ id: '010_account_abuse', sql: accountAbuse.sql, postgres: accountAbuse.postgres },
	{
		id: '011_link_flows_and_expired_donations',
		sql: linkFlowsAndExpiredDonations.sql,
		postgres: linkFlowsAndExpiredDonations.postgres,
		rebuildsTables: true,
	},
	{
		id: '015_ingest_keys_bound',
		sql: ingestKeysBound.sql + ingestKeysBound.bindLegacyKeysSql,
		postgres: ingestKeysBound.postgres + ingestKeysBound.bindLegacyKeysSql,
	},
	{ id: '018_round_search', sql: roundSearch.sql, postgres: roundSearch.postgres },
	{ id: '019_round_days', sql: roundDays.sql, postgres: roundDays.postgres },
	{
		id: '020_server_history',
		sql: serverHistory.sql,
		postgres: serverHistory.postgres,
		seed: {
			tables: ['server_samples', 'server_hourly_peaks'],
			run: (db, random) => seedServerHistory(db, random),
		},
	},
	{ id: '022_ttt_round_players', sql: tttRoundPlayers.sql, postgres: tttRoundPlayers.postgres },
	{ id: '023_players', sql: players.sql, postgres: players.postgres },
	{ id: '024_steam_profiles', sql: steamProfiles.sql, postgres: steamProfiles.postgres },
	{
		id: '025_player_name_owners',
		sql: playerNameOwners.sql,
		postgres: playerNameOwners.postgres,
	},
	{
		id: '026_moderation',
		sql: moderation.sql,
		postgres: moderation.postgres,
		rebuildsTables: true,
	},
	{
		id: '027_ingest_key_rotation',
		sql: ingestKeyRotation.sql,
		postgres: ingestKeyRotation.postgres,
	},
];
