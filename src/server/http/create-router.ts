import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

/** A router for one area of the API, sharing the app's variables (`db`, `adapters`). */
export function createRouter() {
	// Strict paths: '/health/' is not '/health', so a trailing slash answers 404 (see docs/api.md).
	return new Hono<AppEnv>({ strict: true });
}
