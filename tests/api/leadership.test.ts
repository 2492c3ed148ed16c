import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openDatabaseEngine, openSqliteFile, type SiteDatabase } from '../../src/server/db/engine';
import {
	holdLeadership,
	LEADERSHIP_APPLICATION_NAME,
	type Leadership,
} from '../../src/server/db/leadership';
import { createEmptyPostgresDatabase, postgresMissing } from '../fixtures/postgres';

/** A replica's work as a test sees it: whether it runs, and how often it was started. */
function recordWork() {
	const work = { running: false, starts: 0 };
	const lead = () => {
		work.running = true;
		work.starts += 1;
		return () => {
			work.running = false;
		};
	};
	return { work, lead };
}

const quiet = () => {};

describe('the background work on SQLite', () => {
	it('runs in the one process that serves the file, until it stops', async () => {
		const site = openSqliteFile(':memory:');
		const { work, lead } = recordWork();
		const leadership = holdLeadership(site, { lead, log: quiet });
		expect(leadership.leads()).toBe(true);
		expect(work.running).toBe(true);
		await leadership.stop();
		expect(work.running).toBe(false);
		await site.close();
	});
});

describe.skipIf(postgresMissing !== '')('the background work on PostgreSQL replicas', () => {
	let target: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
	const sites: SiteDatabase[] = [];
	const claims: Leadership[] = [];

	beforeAll(async () => {
		target = await createEmptyPostgresDatabase();
	});

	afterAll(async () => {
		for (const claim of claims) await claim.stop();
		for (const site of sites) await site.close();
		await target?.drop();
	});

	async function startReplica() {
		const site = await openDatabaseEngine({ url: target.url, path: '', poolSize: 2 });
		sites.push(site);
		const { work, lead } = recordWork();
		const claim = holdLeadership(site, { lead, log: quiet, retryMs: 50 });
		claims.push(claim);
		return { work, claim };
	}

	it('runs on one replica at a time and moves when that replica stops or loses its connection', async () => {
		const first = await startReplica();
		await vi.waitFor(() => expect(first.claim.leads()).toBe(true));
		const second = await startReplica();
		const third = await startReplica();
		// Once both others have asked for the lock (their last query), neither started the work.
		const admin = new pg.Client({ connectionString: inject('postgresUrl') });
		await admin.connect();
		await vi.waitFor(async () => {
			const { rows } = await admin.query(
				`SELECT count(*)::int AS asked FROM pg_stat_activity
				WHERE application_name = $1 AND query LIKE 'SELECT pg_try_advisory_lock%'`,
				[LEADERSHIP_APPLICATION_NAME],
			);
			expect(rows[0].asked).toBe(2);
		});
		expect([second.work.starts, third.work.starts]).toEqual([0, 0]);

		await first.claim.stop();
		expect(first.work.running).toBe(false);
		await vi.waitFor(() => expect(second.work.running || third.work.running).toBe(true));
		const leader = second.work.running ? second : third;
		const other = leader === second ? third : second;
		expect(other.work.running).toBe(false);

		// The leader's own connection is cut, as when its host dies: it stops, the other takes over.
		await admin.query(
			`SELECT pg_terminate_backend(pid) FROM pg_locks
			WHERE locktype = 'advisory' AND granted AND objid = 7340023`,
		);
		await admin.end();
		await vi.waitFor(() => expect(leader.work.running).toBe(false));
		await vi.waitFor(() => expect(other.work.running).toBe(true));
	});
});
