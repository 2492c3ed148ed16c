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
/** Name of the community when PUBLIC_SITE_NAME is not set. */
export const DEFAULT_SITE_NAME = 'Nova Gaming';
/** SQLite file of the reference API. */
export const DEFAULT_DATABASE_PATH = './data/site.db';
/** Where game server player counts come from: seeded demo numbers or live queries. */
export const GAME_STATUS_MODES = ['demo', 'live'] as const;
/** Demo counts unless live queries are asked for. */
export const DEFAULT_GAME_STATUS_MODE = 'demo' satisfies (typeof GAME_STATUS_MODES)[number];

/** Cloudflare Turnstile's endpoint that checks a widget's token (TURNSTILE_VERIFY_URL). */
export const DEFAULT_TURNSTILE_VERIFY_URL =
	'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** Requests per client address per 15 minutes to login, register, forgot and resend. */
export const DEFAULT_AUTH_RATE_LIMIT = 50;

/** Discord guild whose events and members the site shows (PUBLIC_DISCORD_GUILD_ID). */
export const DEFAULT_DISCORD_GUILD_ID = '1107390432114040942';
/**
 * Discord roles of the four staff groups of the Project Team page, in the order it shows them
 * (PUBLIC_STAFF_ROLE_CORE, _DEV, _TTT, _JAILBREAK). The demo seed files its staff under these.
 */
export const DEFAULT_STAFF_ROLE_IDS = {
	core: '1107391254268919848',
	dev: '1107391873763424316',
	ttt: '1107392216903630929',
	jailbreak: '1107392601764577350',
} as const;

/** Hours between the rolling backups of a running server (with BACKUP_DIR set). */
export const DEFAULT_BACKUP_EVERY_HOURS = 24;
/** Rolling backups kept: the newest this many. */
export const DEFAULT_BACKUP_KEEP = 7;
