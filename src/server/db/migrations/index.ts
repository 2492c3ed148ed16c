import * as accounts from './001-accounts';
import * as gameServers from './002-game-servers';
import * as ttt from './004-ttt';
import * as ingest from './005-ingest';
import * as admin from './009-admin';
import * as jailbreak from './006-jailbreak';
import * as community from './003-community';
import * as accountTokens from './007-account-tokens';
import * as donations from './008-donations';
import * as accountAbuse from './010-account-abuse';
import * as linkFlowsAndExpiredDonations from './011-link-flows-and-expired-donations';
import * as ingestKeysBound from './015-ingest-keys-bound';
import * as roundSearch from './018-round-search';
import * as roundDays from './019-round-days';
import * as serverHistory from './020-server-history';
import * as tttRoundPlayers from './022-ttt-round-players';
import * as players from './023-players';
import * as steamProfiles from './024-steam-profiles';
import * as playerNameOwners from './025-player-name-owners';
import * as moderation from './026-moderation';
import * as ingestKeyRotation from './027-ingest-key-rotation';
import * as requestWindows from './028-request-windows';
import * as discordPresence from './029-discord-presence';
import * as noscopeBoard from './030-noscope-board';
import * as noscopeSightings from './031-noscope-sightings-per-statement';

/** One schema change, applied once and recorded under its id. */
export interface Migration {
	/** Sortable id, `NNN_name`; never rename one that has shipped (it also keys its area's seed stream). */
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
	},
	{
		id: '002_game_servers',
		sql: gameServers.sql,
		postgres: gameServers.postgres,
	},
	{
		id: '003_community',
		sql: community.sql,
		postgres: community.postgres,
	},
	{
		id: '004_ttt',
		sql: ttt.sql,
		postgres: ttt.postgres,
	},
	{ id: '005_ingest', sql: ingest.sql, postgres: ingest.postgres },
	{
		id: '006_jailbreak',
		sql: jailbreak.sql,
		postgres: jailbreak.postgres,
	},
	{ id: '007_account_tokens', sql: accountTokens.sql, postgres: accountTokens.postgres },
	{
		id: '008_donations',
		sql: donations.sql,
		postgres: donations.postgres,
	},
	{
		id: '009_admin',
		sql: admin.sql,
		postgres: admin.postgres,
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
	{ id: '028_request_windows', sql: requestWindows.sql, postgres: requestWindows.postgres },
	{ id: '029_discord_presence', sql: discordPresence.sql, postgres: discordPresence.postgres },
	{ id: '030_noscope_board', sql: noscopeBoard.sql, postgres: noscopeBoard.postgres },
	{ id: '031_noscope_sightings', sql: noscopeSightings.sql, postgres: noscopeSightings.postgres },
];
