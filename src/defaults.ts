/**
 * Defaults that the build config, the server, the scripts and the client all need, each written
 * once here. Plain values only: this module is read by astro.config.mjs, by the browser bundle and
 * by the reference API, so it imports nothing.
 */

/** Path the built-in reference API is mounted at, and the default base URL of every API call. */
export const API_PATH = '/api';
/** Port `npm run serve` listens on. */
export const DEFAULT_PORT = 4321;
/** Interface `npm run serve` listens on. */
export const DEFAULT_HOST = 'localhost';
/** Public address of the site when SITE_URL is not set. */
export const DEFAULT_SITE_URL = `http://${DEFAULT_HOST}:${DEFAULT_PORT}`;
/** SQLite file of the reference API. */
export const DEFAULT_DATABASE_PATH = './data/site.db';
/** Where game server player counts come from: seeded demo numbers or live queries. */
export const GAME_STATUS_MODES = ['demo', 'live'] as const;
/** Demo counts unless live queries are asked for. */
export const DEFAULT_GAME_STATUS_MODE = 'demo' satisfies (typeof GAME_STATUS_MODES)[number];

/** Requests per client address per 15 minutes to login, register, forgot and resend. */
export const DEFAULT_AUTH_RATE_LIMIT = 50;

/** Target of the monthly donation goal, in euros (spec 3: default 200). */
export const DEFAULT_DONATION_GOAL_EUR = 200;
