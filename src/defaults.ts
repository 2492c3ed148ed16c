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
/** The demo community's profile, shown when COMMUNITY_PROFILE names no other. */
export const DEFAULT_COMMUNITY_PROFILE = './community.config.json';
/** The demo community's name (as in community.config.json). */
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

/** The demo community's Discord invite (as in community.config.json). */
export const DEMO_DISCORD_INVITE_URL = 'https://discord.gg/novagaming';
/** The demo community's Discord guild (as in community.config.json); the demo seed fills it. */
export const DEFAULT_DISCORD_GUILD_ID = '1107390432114040942';
/**
 * The demo community's staff roles (as in community.config.json), in the order its Project Team
 * page shows them. The demo seed files its staff under these.
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
