import { describe, expect, it } from 'vitest';
import { sql as roundPlayersSql } from '../../src/server/db/migrations/022-ttt-round-players';
import { sql as playersSql } from '../../src/server/db/migrations/023-players';
import { playerOwnersSql } from '../../src/server/db/migrations/025-player-name-owners';
import {
	FIND_LINKED_SQL,
	FIND_PLAYER_SQL,
	SEARCH_BY_ID_SQL,
	SEARCH_BY_NAME_SQL,
	STEAM_NAME_SQL,
	prefixRange,
} from '../../src/server/players/directory';
import {
	EGG_COUNT_SQL,
	LOOTBAG_TOTALS_SQL,
	NOSCOPE_TOTALS_SQL,
	POOPS_MADE_SQL,
	POOPS_RECEIVED_SQL,
	RECENT_ROUNDS_SQL,
	TTT_TOTALS_SQL,
} from '../../src/server/players/figures';
import { LINKED_ACCOUNT_SQL } from '../../src/server/players/profile';
import { expectIndexUsed } from '../fixtures/query-plan';
import { createTestApp } from '../fixtures/reference-api';

const ID = ['76561198000000001'];

describe('player queries', () => {
	it.each([
		['a player by id', FIND_PLAYER_SQL, ID, undefined],
		['a linked Steam account', FIND_LINKED_SQL, ID, undefined],
		['a Steam profile name', STEAM_NAME_SQL, ID, undefined],
		['the linked account of a player', LINKED_ACCOUNT_SQL, ID, undefined],
		['TTT totals', TTT_TOTALS_SQL, ID, 'ttt_round_players_by_player'],
		['recent rounds', RECENT_ROUNDS_SQL, ID, 'ttt_round_players_by_player'],
		['no-scope totals', NOSCOPE_TOTALS_SQL, ID, undefined],
		['lootbag totals', LOOTBAG_TOTALS_SQL, ID, 'jailbreak_lootbag_pickups_by_picker'],
		['egg count', EGG_COUNT_SQL, ID, 'ttt_egg_pickups_player'],
		['poops made', POOPS_MADE_SQL, ID, 'jailbreak_poops_by_pooper'],
		['poops received', POOPS_RECEIVED_SQL, ID, 'jailbreak_poops_by_victim'],
		['search by id', SEARCH_BY_ID_SQL, { ...prefixRange('7656119'), limit: 10 }, undefined],
		[
			'search by name',
			SEARCH_BY_NAME_SQL,
			{ ...prefixRange('ze'), limit: 10 },
			'players_by_search_name',
		],
	] as const)('finds %s through an index', async (_, sql, params, index) => {
		const { db } = await createTestApp();
		expectIndexUsed(db, sql, params as never, index);
	});

	it('fills the round players and the directory from stored data as the triggers do on ingest', async () => {
		const { db } = await createTestApp();
		const snapshot = () => ({
			rounds: db.prepare('SELECT * FROM ttt_round_players ORDER BY round_id, steamid').all() as {
				role: string | null;
			}[],
			// Who owns a name and since when depends on the order events arrived in, which stored
			// data does not keep: the migration takes the server of the earliest event instead.
			players: db.prepare('SELECT steamid, name, search_name FROM players ORDER BY steamid').all(),
			unowned: db.prepare('SELECT steamid FROM players WHERE source_id IS NULL').all(),
		});
		const ingested = snapshot();
		expect(ingested.rounds.length).toBeGreaterThan(1000);
		expect(ingested.players.length).toBeGreaterThan(100);
		const triggers = db
			.prepare<[], { name: string }>(
				`SELECT name FROM sqlite_master WHERE type = 'trigger'
				AND (name LIKE 'players_from_%' OR name LIKE 'ttt_round_players_%')`,
			)
			.all();
		expect(triggers).toHaveLength(10);
		for (const { name } of triggers) db.exec(`DROP TRIGGER ${name}`);
		db.exec('DROP TABLE players; DROP TABLE ttt_round_players;');
		db.exec(roundPlayersSql);
		db.exec(playersSql);
		db.exec(playerOwnersSql);
		const migrated = snapshot();
		expect(migrated.players).toEqual(ingested.players);
		expect(migrated.rounds).toEqual(ingested.rounds);
		expect(migrated.unowned).toEqual([]);
	});
});
