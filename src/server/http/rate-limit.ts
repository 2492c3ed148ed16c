import { sql } from 'kysely';
import { createMiddleware } from 'hono/factory';
import { API_MESSAGES, type ErrorBodyWire } from '../../contract/http';
import type { SiteDb } from '../db/kysely';
import type { AppEnv } from '../app-env';
import { documentGuard } from './route-docs';

/** Options of `rateLimitByAddress`. */
interface RateLimitOptions {
	/** What the windows are counted for: the guarded path. Each name has its own budgets. */
	name: string;
	/** Length of one counting window. */
	windowMs: number;
	/** Requests allowed per client address in one window. */
	max: number;
	/** Clock, for tests. */
	now?: () => number;
}

/** A client's window after counting one more request in it. */
interface CountedWindow {
	requests: number;
	endsAt: number;
}

/**
 * Counts one request of an address in its current window, atomically (one upsert): a window that
 * ended starts afresh at 1. Every server process on the database counts into the same window.
 */
export async function countRequest(
	db: SiteDb,
	name: string,
	address: string,
	windowMs: number,
	now: number,
): Promise<CountedWindow> {
	const row = await db
		.insertInto('request_windows')
		.values({ route: name, address, window_ends_at: now + windowMs, requests: sql.lit(1) })
		.onConflict((conflict) =>
			conflict.columns(['route', 'address']).doUpdateSet((eb) => {
				const ended = eb('request_windows.window_ends_at', '<=', now);
				return {
					requests: eb
						.case()
						.when(ended)
						.then(sql.lit(1))
						.else(eb('request_windows.requests', '+', sql.lit(1)))
						.end(),
					window_ends_at: eb
						.case()
						.when(ended)
						.then(eb.ref('excluded.window_ends_at'))
						.else(eb.ref('request_windows.window_ends_at'))
						.end(),
				};
			}),
		)
		.returning(['requests', 'window_ends_at'])
		.executeTakeFirstOrThrow();
	return { requests: row.requests, endsAt: row.window_ends_at };
}

/** Deletes the windows that ended: the housekeeping keeps the table to the live ones. */
export async function forgetEndedWindows(db: SiteDb, now: number): Promise<number> {
	const { numDeletedRows } = await db
		.deleteFrom('request_windows')
		.where('window_ends_at', '<=', now)
		.executeTakeFirst();
	return Number(numDeletedRows);
}

/**
 * Limits requests per client address (`c.var.clientAddress`) with fixed windows kept in the
 * database, so the limit holds however many server processes share it; over the limit it
 * answers 429 with `Retry-After` and JSON `{ message }`. Runs before the body is read.
 */
export function rateLimitByAddress({ name, windowMs, max, now = Date.now }: RateLimitOptions) {
	const limit = createMiddleware<AppEnv>(async (c, next) => {
		const time = now();
		const window = await countRequest(c.var.db, name, c.var.clientAddress, windowMs, time);
		if (window.requests > max) {
			c.header('Retry-After', String(Math.ceil((window.endsAt - time) / 1000)));
			return c.json({ message: API_MESSAGES.tooManyRequests } satisfies ErrorBodyWire, 429);
		}
		await next();
	});
	return documentGuard(limit, {
		answers: { 429: 'Too many calls from this address in the window (`Retry-After` says when)' },
	});
}
