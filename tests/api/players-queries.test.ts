import { describe, expect, it } from 'vitest';
import { sql as roundPlayersSql } from '../../src/server/rounds/migrations/022-ttt-round-players';
import { sql as playersSql } from '../../src/server/players/migrations/023-players';
import { playerOwnersSql } from '../../src/server/players/migrations/025-player-name-owners';
import type { SiteDb } from '../../src/server/db/kysely';
import {
	playerLookups,
	searchByIdQuery,
	searchByNameQuery,
} from '../../src/server/players/directory';
import { playerFigureQueries } from '../../src/server/players/figures';
import { linkedAccountQuery } from '../../src/server/players/profile';
import { expectPostgresIndexUsed, expectQueryIndexed } from '../fixtures/query-plan';
import { createTestApp, testEngine } from '../fixtures/reference-api';

const ID = '76561198000000001';

/** Every read of a player's page and of the player search, with the index each should use. */
function playerPageReads(db: SiteDb) {
	const lookups = playerLookups(db, ID);
	const figures = playerFigureQueries(db, ID);
	return [
		['a player by id', lookups.reported, { postgres: 'players_pkey' }],
		['a linked Steam account', lookups.linked, {}],
		['a Steam profile name', lookups.steam, { postgres: 'steam_profiles_pkey' }],
		['the linked account of a player', linkedAccountQuery(db, ID), {}],
		['TTT totals', figures.tttTotals, { both: 'ttt_round_players_by_player' }],
		['recent rounds', figures.recentRounds, { both: 'ttt_round_players_by_player' }],
		['no-scope totals', figures.noscopeTotals, { postgres: 'jailbreak_noscope_board_pkey' }],
		['lootbag totals', figures.lootbagTotals, { both: 'jailbreak_lootbag_pickups_by_picker' }],
		['egg count', figures.eggCount, { both: 'ttt_egg_pickups_player' }],
		['poops made', figures.poopsMade, { both: 'jailbreak_poops_by_pooper' }],
		['poops received', figures.poopsReceived, { both: 'jailbreak_poops_by_victim' }],
		['search by id', searchByIdQuery(db, '7656119', 10), { postgres: 'players_pkey' }],
		['search by name', searchByNameQuery(db, 'Ze', 10), { both: 'players_by_search_name' }],
	] as const;
}

/**
 * `jailbreak_players` as the ingest kept it until it was dropped: each player's name from their
 * latest Jailbreak event, a later event (and in one event the second party) winning a tie.
 */
const JAILBREAK_PLAYERS_AS_KEPT = `
CREATE TABLE jailbreak_players (
	steamid TEXT PRIMARY KEY,
	name TEXT NOT NULL,
	seen_at INTEGER NOT NULL
) WITHOUT ROWID;
INSERT INTO jailbreak_players (steamid, name, seen_at)
SELECT steamid, name, at FROM (
	SELECT attacker_steamid AS steamid, attacker_name AS name, occurred_at AS at, id, 0 AS party
	FROM jailbreak_noscopes
	UNION ALL SELECT victim_steamid, victim_name, occurred_at, id, 1 FROM jailbreak_noscopes
	UNION ALL SELECT pooper_steamid, pooper_name, occurred_at, id, 0 FROM jailbreak_poops
	UNION ALL SELECT victim_steamid, victim_name, occurred_at, id, 1 FROM jailbreak_poops
	UNION ALL SELECT picker_steamid, picker_name, picked_at, id, 0 FROM jailbreak_lootbag_pickups
	UNION ALL SELECT dropper_steamid, dropper_name, picked_at, id, 1 FROM jailbreak_lootbag_pickups
) WHERE steamid IS NOT NULL
ORDER BY at, id, party
ON CONFLICT (steamid) DO UPDATE SET name = excluded.name, seen_at = excluded.seen_at
WHERE excluded.seen_at >= jailbreak_players.seen_at;
`;

describe('player queries', () => {
	it.runIf(testEngine === 'sqlite')(
		'finds every read of a player page through an index',
		async () => {
			const { db, queries } = await createTestApp();
			for (const [, query, index] of playerPageReads(queries)) {
				expectQueryIndexed(db, query, 'both' in index ? index.both : undefined);
			}
		},
	);

	it.runIf(testEngine === 'postgres')(
		'finds every read of a player page through an index on PostgreSQL too',
		async () => {
			const { queries } = await createTestApp();
			for (const [, query, index] of playerPageReads(queries)) {
				const name =
					'both' in index ? index.both : 'postgres' in index ? index.postgres : undefined;
				await expectPostgresIndexUsed(queries, query, name);
			}
		},
	);

	// Replays the SQLite migrations on the SQLite file itself.
	it.runIf(testEngine === 'sqlite')(
		'fills the round players and the directory from stored data as the triggers do on ingest',
		async () => {
			const { db } = await createTestApp();
			const snapshot = () => ({
				rounds: db.prepare('SELECT * FROM ttt_round_players ORDER BY round_id, steamid').all() as {
					role: string | null;
				}[],
				// Who owns a name and since when depends on the order events arrived in, which stored
				// data does not keep: the migration takes the server of the earliest event instead.
				players: db
					.prepare('SELECT steamid, name, search_name FROM players ORDER BY steamid')
					.all(),
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
			// The directory's first fill read the latest Jailbreak names from a table dropped since:
			// put it back, as the ingest kept it, for as long as the replay needs it.
			db.exec(JAILBREAK_PLAYERS_AS_KEPT);
			db.exec(playersSql);
			db.exec(playerOwnersSql);
			db.exec('DROP TABLE jailbreak_players');
			const migrated = snapshot();
			expect(migrated.players).toEqual(ingested.players);
			expect(migrated.rounds).toEqual(ingested.rounds);
			expect(migrated.unowned).toEqual([]);
		},
	);
});
