import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { API_MESSAGES } from '../../src/contract/http';
import { SITE_MIGRATIONS } from '../../src/server/areas';
import { copySqliteToPostgres } from '../../src/server/db/copy';
import { connectPostgres, type PostgresDatabase } from '../../src/server/db/postgres';
import { createEmptyPostgresDatabase, postgresMissing } from '../fixtures/postgres';
import { createTestApp } from '../fixtures/reference-api';

// The areas on the query layer, served from PostgreSQL: a database that goes away mid-run
// answers 503 with the API's JSON message (and a log line without the connection's secrets), and
// the same process serves again once it is back, without a restart.

describe.skipIf(postgresMissing !== '')('PostgreSQL going away while the API runs', () => {
	let target: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
	let postgres: PostgresDatabase;
	let admin: pg.Client;

	beforeAll(async () => {
		target = await createEmptyPostgresDatabase();
		const url = new URL(target.url);
		// Trusted on loopback, so the password is never checked: it only has to stay out of logs.
		url.password = 'sekrit-password';
		postgres = await connectPostgres(url.toString(), { poolSize: 2 });
		await copySqliteToPostgres(
			(await createTestApp()).db,
			postgres.kysely,
			target.name,
			SITE_MIGRATIONS,
		);
		admin = new pg.Client({ connectionString: inject('postgresUrl') });
		await admin.connect();
	});

	afterAll(async () => {
		await admin?.query(`ALTER DATABASE ${target.name} WITH ALLOW_CONNECTIONS true`);
		await admin?.end();
		await postgres?.close();
		await target?.drop();
	});

	it('answers 503 while the database is gone and serves again when it is back', async () => {
		const { app } = await createTestApp({ queries: postgres.kysely });
		const before = await app.request('/api/ttt/rounds');
		expect(before.status).toBe(200);
		const rounds = await before.json();

		// Every connection of the site is cut, and no new one is let in.
		await admin.query(`ALTER DATABASE ${target.name} WITH ALLOW_CONNECTIONS false`);
		await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
			target.name,
		]);
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
		for (const path of ['/api/ttt/rounds', '/api/servers', '/api/donations/top-alltime']) {
			const gone = await app.request(path);
			expect(gone.status, path).toBe(503);
			expect(gone.headers.get('Retry-After')).toBe('5');
			expect(await gone.json()).toEqual({ message: API_MESSAGES.busy });
		}
		const lines = logged.mock.calls.map((call) => call.join(' '));
		expect(lines.length).toBeGreaterThan(0);
		expect(lines.every((line) => line.startsWith('Database unreachable: '))).toBe(true);
		expect(lines.join('\n')).not.toContain('sekrit');
		logged.mockRestore();

		await admin.query(`ALTER DATABASE ${target.name} WITH ALLOW_CONNECTIONS true`);
		const after = await app.request('/api/ttt/rounds');
		expect(after.status).toBe(200);
		expect(await after.json()).toEqual(rounds);
	});
});
