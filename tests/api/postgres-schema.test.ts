import type { Database } from 'better-sqlite3';
import { openTestSqlite } from '../fixtures/reference-api';
import type { SiteDb } from '../../src/server/db/kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_MIGRATIONS } from '../../src/server/areas';
import {
	applyPostgresMigrations,
	connectPostgres,
	PostgresUnavailableError,
	type PostgresDatabase,
} from '../../src/server/db/postgres';
import { generateSchemaTypes } from '../../scripts/lib/schema-types';
import { createEmptyPostgresDatabase, postgresMissing } from '../fixtures/postgres';

const onPostgres = describe.skipIf(postgresMissing !== '');

/** Columns of every table of the SQLite schema, as `table.column`, sorted. */
function sqliteColumns(db: Database): string[] {
	const tables = db
		.prepare<[], { name: string }>(
			"SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
		)
		.all();
	return tables
		.flatMap(({ name }) =>
			db
				.prepare<[], { name: string; notnull: number; pk: number }>(`PRAGMA table_info(${name})`)
				.all()
				.map((column) => `${name}.${column.name}${column.notnull || column.pk ? ' not null' : ''}`),
		)
		.sort();
}

async function postgresColumns(kysely: SiteDb): Promise<string[]> {
	const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: string }>`
		SELECT table_name, column_name, is_nullable FROM information_schema.columns
		WHERE table_schema = 'public'`.execute(kysely);
	return rows
		.map(
			(row) => `${row.table_name}.${row.column_name}${row.is_nullable === 'NO' ? ' not null' : ''}`,
		)
		.sort();
}

function sqliteIndexes(db: Database): string[] {
	return db
		.prepare<[], { name: string }>(
			"SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL",
		)
		.all()
		.map((row) => row.name)
		.sort();
}

async function postgresIndexes(kysely: SiteDb): Promise<string[]> {
	// Named indexes only: PostgreSQL names the ones behind keys and UNIQUE itself (_pkey, _key).
	const { rows } = await sql<{ indexname: string }>`
		SELECT indexname FROM pg_indexes WHERE schemaname = 'public'
			AND indexname NOT LIKE '%\\_pkey' AND indexname NOT LIKE '%\\_key'`.execute(kysely);
	return rows.map((row) => row.indexname).sort();
}

/**
 * Statements valid on both engines that exercise every trigger: rounds counted per map and day,
 * round players taken from a timeline, the player directory fed by rounds, egg pickups and
 * Jailbreak events (the newest name wins, and only the server that first reported a player
 * renames them), and the no-scope top list's totals per filter (a multi-row insert included).
 */
const PLAYER_A = '76561198000000001';
const PLAYER_B = '76561198000000002';
const PLAYER_C = '76561198000000003';
const timeline = JSON.stringify([
	{
		actor: { steamId: PLAYER_A, name: 'Alpha old', role: 'innocent' },
		target: { steamId: PLAYER_B, name: 'Bravo', role: 'traitor' },
	},
	{ actor: { steamId: PLAYER_A, name: 'Alpha', role: 'innocent' } },
	{ actor: { steamId: 'BOT', name: 'Bot', role: 'traitor' } },
]);
const TRIGGER_STATEMENTS = [
	"INSERT INTO ingest_keys (id, server_name, key_hash, created_at) VALUES (1, 'eu-ttt-1', 'aa', '2026-01-01T00:00:00.000Z')",
	"INSERT INTO ttt_rounds (id, source_key_id, external_id, map, start_time, end_time, duration, winning_team) VALUES (1, 1, 'r1', 'ttt_minecraft', '2026-03-01T10:00:00.000Z', '2026-03-01T10:05:00.000Z', 300, 'innocent')",
	"INSERT INTO ttt_rounds (id, source_key_id, external_id, map, start_time) VALUES (2, 1, 'r2', 'ttt_minecraft', '2026-03-02T10:00:00.000Z')",
	"INSERT INTO ttt_rounds (id, source_key_id, external_id, map, start_time) VALUES (3, 1, 'r3', 'ttt_dolls', '2026-03-02T11:00:00.000Z')",
	`INSERT INTO ttt_round_timelines (round_id, actions) VALUES (1, '${timeline}')`,
	"UPDATE ttt_rounds SET map = 'ttt_dolls' WHERE id = 2",
	'DELETE FROM ttt_rounds WHERE id = 3',
	`INSERT INTO ttt_egg_pickups (source_key_id, steamid, player_name, picked_up_at, map) VALUES (1, '${PLAYER_B}', 'Bravo Egg', '2026-03-05T00:00:00.000Z', 'ttt_dolls')`,
	"INSERT INTO ingest_keys (id, server_name, key_hash, created_at) VALUES (2, 'na-jb-1', 'bb', '2026-01-01T00:00:00.000Z')",
	`INSERT INTO jailbreak_noscopes (source_id, event_id, attacker_steamid, attacker_name, victim_steamid, victim_name, weapon, distance, headshot, map_name, occurred_at) VALUES (2, 'e1', '${PLAYER_C}', 'Charlie', '${PLAYER_A}', 'Alpha on NA', 'awp', 600, 1, 'jb_map', 1900000000000)`,
	`INSERT INTO jailbreak_noscopes (source_id, event_id, attacker_steamid, attacker_name, victim_steamid, victim_name, weapon, distance, headshot, map_name, occurred_at) VALUES (1, 'e2', '${PLAYER_C}', 'Impostor', '${PLAYER_B}', 'Bravo JB', 'ssg08', 700, 0, 'jb_map', 1900000001000)`,
	`INSERT INTO jailbreak_noscopes (source_id, event_id, attacker_steamid, attacker_name, victim_steamid, victim_name, weapon, distance, headshot, map_name, occurred_at) VALUES (2, 'e3', '${PLAYER_C}', 'Charlie', NULL, 'BOT', 'awp', 450, 1, 'jb_map', 1900000003000), (2, 'e4', '${PLAYER_C}', 'Charlie', NULL, 'BOT', 'awp', 1500.5, 0, 'jb_map', 1900000000500), (2, 'e5', '${PLAYER_A}', 'Alpha', NULL, 'BOT', 'awp', 800, 1, 'jb_map', 1900000004000), (2, 'e6', '${PLAYER_C}', 'Charlie Last', '${PLAYER_A}', 'Alpha Victim', 'ssg08', 300, 0, 'jb_map', 1900000004000), (2, 'e7', '${PLAYER_C}', 'Charlie Older', NULL, 'BOT', 'awp', 300, 0, 'jb_map', 1900000000100)`,
	`INSERT INTO jailbreak_poops (source_id, event_id, pooper_steamid, pooper_name, victim_steamid, victim_name, map_name, occurred_at) VALUES (2, 'p1', '${PLAYER_C}', 'Charlie Later', NULL, NULL, 'jb_map', 1900000002000)`,
];
const TRIGGER_RESULTS = [
	'SELECT map, rounds FROM ttt_map_rounds ORDER BY map',
	'SELECT day, rounds FROM ttt_round_days ORDER BY day',
	'SELECT map, day, rounds FROM ttt_map_days ORDER BY map, day',
	'SELECT round_id, steamid, name, role, start_time, won FROM ttt_round_players ORDER BY steamid',
	'SELECT steamid, name, search_name, seen_at, source_id FROM players ORDER BY steamid',
	'SELECT weapon, headshot, attacker_steamid, noscope_count, headshot_count, distance_sum, max_distance, last_at FROM jailbreak_noscope_board ORDER BY weapon, headshot, attacker_steamid',
];

onPostgres('the PostgreSQL schema', () => {
	let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
	let postgres: PostgresDatabase;
	let sqlite: Database;

	beforeAll(async () => {
		database = await createEmptyPostgresDatabase();
		postgres = await connectPostgres(database.url, { poolSize: 4 });
		sqlite = await openTestSqlite(':memory:', { mode: 'production' });
	});

	afterAll(async () => {
		sqlite?.close();
		await postgres?.close();
		await database?.drop();
	});

	it('applies every migration once, the same ids as SQLite', async () => {
		const applied = await applyPostgresMigrations(postgres.kysely, SITE_MIGRATIONS);
		expect(applied).toEqual(SITE_MIGRATIONS.map((migration) => migration.id));
		expect(await applyPostgresMigrations(postgres.kysely, SITE_MIGRATIONS)).toEqual([]);
		const recorded = sqlite
			.prepare<[], { id: string }>('SELECT id FROM schema_migrations ORDER BY id')
			.all()
			.map((row) => row.id);
		expect(applied).toEqual(recorded);
	});

	it('has the tables, columns, nullability and named indexes of the SQLite schema', async () => {
		expect(await postgresColumns(postgres.kysely)).toEqual(sqliteColumns(sqlite));
		expect(await postgresIndexes(postgres.kysely)).toEqual(sqliteIndexes(sqlite));
	});

	it('keeps running totals, round players and the player directory as the SQLite triggers do', async () => {
		const empty = await createEmptyPostgresDatabase();
		const fresh = await connectPostgres(empty.url, { poolSize: 2 });
		try {
			await applyPostgresMigrations(fresh.kysely, SITE_MIGRATIONS);
			const reference = await openTestSqlite(':memory:', { mode: 'production' });
			for (const statement of TRIGGER_STATEMENTS) {
				reference.exec(statement);
				await sql.raw(statement).execute(fresh.kysely);
			}
			for (const query of TRIGGER_RESULTS) {
				const expected = reference.prepare(query).all();
				const { rows } = await sql.raw(query).execute(fresh.kysely);
				expect(rows, query).toEqual(expected);
			}
			// The checks read real data, not two empty tables.
			expect(reference.prepare('SELECT COUNT(*) AS n FROM ttt_round_players').get()).toEqual({
				n: 2,
			});
			expect(reference.prepare('SELECT COUNT(*) AS n FROM jailbreak_noscope_board').get()).toEqual({
				n: 12,
			});
			reference.close();
		} finally {
			await fresh.close();
			await empty.drop();
		}
	});

	it('is described by the table types the code is written against (npm run db:types)', () => {
		expect(() => generateSchemaTypes(database.url, { verify: true })).not.toThrow();
	});

	it('keeps the admin audit append-only', async () => {
		await sql`INSERT INTO admin_audit (at, account_id, account_name, action, entity, entity_id, region)
			VALUES ('2026-01-01T00:00:00.000Z', 1, 'root', 'create', 'game_admin', 1, 'eu')`.execute(
			postgres.kysely,
		);
		await expect(
			sql`UPDATE admin_audit SET region = 'na'`.execute(postgres.kysely),
		).rejects.toThrow('admin_audit is append-only');
		await expect(sql`DELETE FROM admin_audit`.execute(postgres.kysely)).rejects.toThrow(
			'admin_audit is append-only',
		);
	});

	it('migrates once when several processes start together on an empty database', async () => {
		const empty = await createEmptyPostgresDatabase();
		const starters = await Promise.all(
			[1, 2, 3].map(() => connectPostgres(empty.url, { poolSize: 2 })),
		);
		try {
			const applied = await Promise.all(
				starters.map((starter) => applyPostgresMigrations(starter.kysely, SITE_MIGRATIONS)),
			);
			expect(applied.map((ids) => ids.length).sort((a, b) => a - b)).toEqual([
				0,
				0,
				SITE_MIGRATIONS.length,
			]);
		} finally {
			await Promise.all(starters.map((starter) => starter.close()));
			await empty.drop();
		}
	});
});

onPostgres('connecting to PostgreSQL', () => {
	it('names host, port, database and the reason in one line, never the password', async () => {
		const refused = 'postgres://site:sekrit-password@127.0.0.1:1/community';
		const error = await connectPostgres(refused).catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(PostgresUnavailableError);
		const message = (error as Error).message;
		expect(message).toBe(
			'Cannot use PostgreSQL at 127.0.0.1:1/community: connection refused ' +
				'(is PostgreSQL running and listening there?)',
		);
		expect(message).not.toContain('sekrit');
	});

	it('says when the database does not exist', async () => {
		const { postgresUrlFor } = await import('../fixtures/postgres');
		const url = new URL(postgresUrlFor('no_such_database'));
		url.password = 'sekrit-password';
		const error = await connectPostgres(url.toString()).catch((caught: unknown) => caught);
		expect((error as Error).message).toBe(
			`Cannot use PostgreSQL at 127.0.0.1:${url.port}/no_such_database: the database does not exist`,
		);
	});

	it('refuses a URL of another kind', async () => {
		await expect(connectPostgres('mysql://localhost/community')).rejects.toThrow(
			'DATABASE_URL must start with postgres:// or postgresql://, not mysql://',
		);
	});
});
