import { HealthSchema, LIVE_PARTS, type HealthWire } from '../../contract/http';
import { SITE_VERSION } from '../../version';
import type { PartHealth } from './part-health';
import { createRouter } from '../http/create-router';
import { describeRoute } from '../http/route-docs';
import { sql } from 'kysely';
import type { SiteDb } from '../db/kysely';
import type { Migration } from '../db/migration';

/**
 * How long the health check waits for the database. A load balancer takes a replica out when
 * the check fails, so a database gone silent must fail it well within the 15 s a balancer is
 * told to expect, not when the connection's own timeouts run out.
 */
const HEALTH_QUERY_TIMEOUT_MS = 3_000;

/** Whether the database can serve this version of the site: reachable and fully migrated. */
type DatabaseCheck = { ready: true } | { ready: false; reason: string };

/**
 * Asks the database which migrations it has applied: ready when it answers in time and holds
 * every migration this version knows (one a newer version applied first is fine: migrations are
 * applied before the replicas of a new version start, and add to what older code reads).
 */
export async function checkDatabase(
	db: SiteDb,
	migrations: readonly Migration[],
	timeoutMs = HEALTH_QUERY_TIMEOUT_MS,
): Promise<DatabaseCheck> {
	let timer: NodeJS.Timeout | undefined;
	const timeout = new Promise<never>((_, reject) => {
		timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
	});
	try {
		const { rows } = await Promise.race([
			sql<{ id: string }>`SELECT id FROM schema_migrations`.execute(db),
			timeout,
		]);
		const applied = new Set(rows.map((row) => row.id));
		const pending = migrations.filter((migration) => !applied.has(migration.id));
		if (pending.length > 0) {
			return {
				ready: false,
				reason: `The database lacks ${pending.length} migration(s) of this version (${pending[0]!.id}...)`,
			};
		}
		return { ready: true };
	} catch (error) {
		const reason =
			(error as Error).message === 'timeout'
				? `The database did not answer within ${timeoutMs / 1000} s`
				: 'The database cannot be reached';
		return { ready: false, reason };
	} finally {
		clearTimeout(timer);
	}
}

/** The health answer: the database decides `ok`; the live parts are reported beside it. */
async function describeHealth(
	db: SiteDb,
	health: PartHealth,
	migrations: readonly Migration[],
): Promise<HealthWire> {
	const check = await checkDatabase(db, migrations);
	if (check.ready) health.recordSuccess('database');
	else health.recordError('database');
	const parts = Object.fromEntries(LIVE_PARTS.map((part) => [part, health.read(part)]));
	return {
		ok: check.ready,
		database: check.ready ? 'ready' : 'unavailable',
		...(!check.ready && { reason: check.reason }),
		version: SITE_VERSION,
		parts: { database: health.read('database'), ...parts } as HealthWire['parts'],
	};
}

/**
 * `GET /health`: 200 while this replica can serve (its database answers and holds every
 * migration of this version, `migrations`), else 503 with the reason, for load balancers and
 * monitors. A degraded live part is reported (with when it last failed) but does not make the
 * answer fail.
 */
export function healthRoutes(migrations: readonly Migration[]) {
	return createRouter().get(
		'/',
		describeRoute({
			summary: 'Whether this server and its database can serve, and how each live part fares',
			answers: {
				200: HealthSchema,
				503: {
					description: 'The database is unreachable, silent or not migrated (`reason` says which)',
					schema: HealthSchema,
				},
			},
		}),
		async (c) => {
			const answer = await describeHealth(c.var.db, c.var.health, migrations);
			return c.json(answer satisfies HealthWire, answer.ok ? 200 : 503);
		},
	);
}
