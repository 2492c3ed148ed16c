import { documentGuard } from './route-docs';
import { API_MESSAGES, type ErrorBodyWire } from '../../contract/http';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';

/** Options of `rateLimitByAddress`. */
export interface RateLimitOptions {
	/** Length of one counting window. */
	windowMs: number;
	/** Requests allowed per client address in one window. */
	max: number;
	/** Clock, for tests. */
	now?: () => number;
	/** Addresses tracked at most; past that the oldest windows are forgotten first. */
	maxTracked?: number;
}

/**
 * Addresses one limiter tracks at most: a flood from ever new addresses (each window lives 15
 * minutes) would otherwise grow the map, and the server's memory, without end.
 */
export const MAX_TRACKED_ADDRESSES = 100_000;

/**
 * Limits requests per client address (`c.var.clientAddress`) with fixed windows kept in memory;
 * over the limit it answers 429 with `Retry-After` and JSON `{ message }`. Each call makes its
 * own counters, so every route it guards has its own budget.
 */
export function rateLimitByAddress({
	windowMs,
	max,
	now = Date.now,
	maxTracked = MAX_TRACKED_ADDRESSES,
}: RateLimitOptions) {
	// Windows are (re)inserted when they open, so the map stays in the order they end: expired
	// ones, and the oldest when the map is full, are always at its front. Each request costs O(1).
	const windows = new Map<string, { count: number; resetAt: number }>();

	// Drops the windows that ended, and the oldest live ones while more than `room` are left.
	function forget(time: number, room: number) {
		for (const [address, window] of windows) {
			if (window.resetAt > time && windows.size < room) return;
			windows.delete(address);
		}
	}

	const limit = createMiddleware<AppEnv>(async (c, next) => {
		const time = now();
		const address = c.var.clientAddress;
		forget(time, windows.has(address) ? Infinity : maxTracked);
		let window = windows.get(address);
		if (!window || window.resetAt <= time) {
			window = { count: 0, resetAt: time + windowMs };
			windows.delete(address);
			windows.set(address, window);
		}
		window.count++;
		if (window.count > max) {
			c.header('Retry-After', String(Math.ceil((window.resetAt - time) / 1000)));
			return c.json({ message: API_MESSAGES.tooManyRequests } satisfies ErrorBodyWire, 429);
		}
		await next();
	});
	return documentGuard(limit, {
		answers: { 429: 'Too many calls from this address in the window (`Retry-After` says when)' },
	});
}
