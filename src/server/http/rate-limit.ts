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
}

// Past this many tracked addresses, expired ones are swept on the next request.
const SWEEP_AT = 10_000;

/**
 * Limits requests per client address (`c.var.clientAddress`) with fixed windows kept in memory;
 * over the limit it answers 429 with `Retry-After` and JSON `{ message }`. Each call makes its
 * own counters, so every route it guards has its own budget.
 */
export function rateLimitByAddress({ windowMs, max, now = Date.now }: RateLimitOptions) {
	const windows = new Map<string, { count: number; resetAt: number }>();

	function sweep(time: number) {
		for (const [address, window] of windows) if (window.resetAt <= time) windows.delete(address);
	}

	return createMiddleware<AppEnv>(async (c, next) => {
		const time = now();
		if (windows.size >= SWEEP_AT) sweep(time);
		const address = c.var.clientAddress;
		let window = windows.get(address);
		if (!window || window.resetAt <= time) {
			window = { count: 0, resetAt: time + windowMs };
			windows.set(address, window);
		}
		window.count++;
		if (window.count > max) {
			c.header('Retry-After', String(Math.ceil((window.resetAt - time) / 1000)));
			return c.json({ message: 'Too many requests. Please try again later.' }, 429);
		}
		await next();
	});
}
