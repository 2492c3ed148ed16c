import { z } from 'zod';
import { REGISTRATION_STATES } from '../contract/auth';
import {
	DEFAULT_AUTH_RATE_LIMIT,
	DEFAULT_BACKUP_EVERY_HOURS,
	DEFAULT_BACKUP_KEEP,
	DEFAULT_COMMUNITY_PROFILE,
	DEFAULT_DATABASE_PATH,
	DEFAULT_GAME_STATUS_MODE,
	DEFAULT_SITE_URL,
	DEFAULT_TURNSTILE_VERIFY_URL,
	GAME_STATUS_MODES,
} from '../defaults';
import { DEFAULT_POOL_SIZE, readPostgresTarget } from './db/postgres';
import type { DatabaseLocation } from './db/engine';
import { parseTrustedProxies } from './http/trusted-proxies';
import { parseSwitchedOff, resolveSiteProfile, SITE_MODES, type SiteProfile } from '../site-mode';

// An empty value (`KEY=` in .env) means "not set", as astro:env reads it too.
const optionalText = z
	.string()
	.optional()
	.transform((value) => value || undefined);

/**
 * Every server setting and secret of the reference API, read when the server starts: the one
 * declaration of their names, defaults and rules. astro.config.mjs hands each name to astro:env
 * as a plain secret, so values arrive here as the environment's strings.
 */
export const ServerSettingsSchema = z.object({
	/** SQLite file; created, migrated and seeded on first use. Unused when DATABASE_URL is set. */
	DATABASE_PATH: z.string().trim().min(1).default(DEFAULT_DATABASE_PATH),
	/** PostgreSQL database (postgres://user:password@host:port/database); set, it wins over the file. */
	DATABASE_URL: optionalText.transform((value, context) => {
		if (value === undefined) return undefined;
		try {
			readPostgresTarget(value);
			return value;
		} catch (error) {
			context.addIssue({ code: 'custom', message: (error as Error).message });
			return z.NEVER;
		}
	}),
	/** Connections each server process keeps open to PostgreSQL at most. */
	DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(DEFAULT_POOL_SIZE),
	/** Cloudflare Turnstile secret; unset, any non-empty token passes (demo mode). */
	TURNSTILE_SECRET_KEY: optionalText,
	/** Where tokens are verified: Cloudflare's siteverify, or a proxy or fake in front of it. */
	TURNSTILE_VERIFY_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_TURNSTILE_VERIFY_URL),
	/** Stripe secret key; unset, donations use the offline demo checkout. */
	STRIPE_SECRET_KEY: optionalText,
	/** Signing secret of the Stripe webhook endpoint. */
	STRIPE_WEBHOOK_SECRET: optionalText,
	/**
	 * Target of the monthly donation goal, in the community's currency; unset, the profile's
	 * `donations.monthlyGoal`.
	 */
	DONATION_GOAL_EUR: z.coerce.number().positive().optional(),
	/** SMTP server as a URL (smtp://user:pass@host:port); unset, mail goes to the demo outbox. */
	SMTP_URL: optionalText,
	/** Sender address of outgoing mail. */
	MAIL_FROM: optionalText,
	/** Public address of the site, for the links in mails (also read by the build). */
	SITE_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_SITE_URL),
	/** demo or production; unset, a loopback SITE_URL means demo and any other production. */
	SITE_MODE: z.preprocess(
		(value) => value || undefined,
		z.enum(SITE_MODES, { error: 'SITE_MODE must be demo or production' }).optional(),
	),
	/** Live parts run without, comma-separated (donations, discord-linking, ...); build time too. */
	SWITCHED_OFF: optionalText.transform((value, context) => {
		try {
			return value === undefined ? undefined : parseSwitchedOff(value);
		} catch (error) {
			context.addIssue({ code: 'custom', message: (error as Error).message });
			return z.NEVER;
		}
	}),
	/** The community profile file the build shows (name, logo, colours, texts, servers). */
	COMMUNITY_PROFILE: z.preprocess(
		(value) => value || undefined,
		z.string().trim().min(1).max(500).default(DEFAULT_COMMUNITY_PROFILE),
	),
	/** Discord bot token for member count, events and staff presence; unset, demo data. */
	DISCORD_BOT_TOKEN: optionalText,
	/** Discord OAuth2 application id for account linking; unset, demo linking. */
	DISCORD_CLIENT_ID: optionalText,
	/** Discord OAuth2 application secret. */
	DISCORD_CLIENT_SECRET: optionalText,
	/** Steam Web API key for player names and avatars when linking; unset, demo linking. */
	STEAM_API_KEY: optionalText,
	/** 'demo' serves seeded player counts; 'live' queries the game servers. */
	GAME_STATUS_MODE: z
		.enum(GAME_STATUS_MODES, { error: 'GAME_STATUS_MODE must be demo or live' })
		.default(DEFAULT_GAME_STATUS_MODE),
	/**
	 * The proxies whose X-Forwarded-For names the client: addresses or CIDR ranges, comma-separated;
	 * true is a proxy on this machine (loopback); unset or false, none.
	 */
	TRUST_PROXY: z
		.union([z.boolean(), z.string()])
		.optional()
		.transform((value, context) => {
			try {
				return parseTrustedProxies(value);
			} catch (error) {
				context.addIssue({ code: 'custom', message: (error as Error).message });
				return z.NEVER;
			}
		}),
	/** Requests per client address per 15 minutes to login, register, forgot and resend. */
	AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(DEFAULT_AUTH_RATE_LIMIT),
	/** Folder the running server keeps rolling database backups in; unset, none. */
	BACKUP_DIR: optionalText,
	/** Hours between two rolling backups. */
	BACKUP_EVERY_HOURS: z.coerce.number().positive().default(DEFAULT_BACKUP_EVERY_HOURS),
	/** Rolling backups kept, newest first; older ones are deleted. */
	BACKUP_KEEP: z.coerce.number().int().positive().default(DEFAULT_BACKUP_KEEP),
	/** 'closed' refuses new accounts (403) until set back to 'open'; read at start, no rebuild. */
	REGISTRATION: z
		.preprocess(
			(value) => value || undefined,
			z.enum(REGISTRATION_STATES, { error: 'REGISTRATION must be open or closed' }).optional(),
		)
		.transform((value) => value ?? 'open'),
	/** Bearer token a Prometheus scraper reads `/api/metrics` with; unset, the path is a 404. */
	METRICS_TOKEN: optionalText.pipe(
		z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').max(256).optional(),
	),
	/** 'off' stops the access log (one line per request: method, route, status, time). */
	ACCESS_LOG: z
		.preprocess(
			(value) => value || undefined,
			z.enum(['on', 'off'], { error: 'ACCESS_LOG must be on or off' }).optional(),
		)
		.transform((value) => value ?? 'on'),
});

/** The validated server settings. */
export type ServerSettings = z.output<typeof ServerSettingsSchema>;

/** The name of every server setting, in declaration order. */
export const SERVER_SETTING_NAMES = Object.keys(
	ServerSettingsSchema.shape,
) as (keyof ServerSettings)[];

/** Validates raw settings (strings from the environment); throws naming every bad one. */
export function parseServerSettings(env: Record<string, unknown>): ServerSettings {
	const result = ServerSettingsSchema.safeParse(env);
	if (result.success) return result.data;
	const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
	throw new Error(`Invalid server settings: ${problems.join('; ')}`);
}

/** Reads every server setting by name (astro:env's getSecret, or process.env) and validates it. */
export function readServerSettings(read: (name: string) => unknown): ServerSettings {
	return parseServerSettings(
		Object.fromEntries(SERVER_SETTING_NAMES.map((name) => [name, read(name)])),
	);
}

/** The site's profile (mode, public address, switched-off parts) as the settings describe it. */
export function readSiteProfile(settings: ServerSettings): SiteProfile {
	return resolveSiteProfile({
		siteUrl: settings.SITE_URL,
		siteMode: settings.SITE_MODE,
		switchedOff: settings.SWITCHED_OFF,
	});
}

/** Where the settings put the site's data: PostgreSQL when DATABASE_URL is set, else the file. */
export function readDatabaseLocation(settings: ServerSettings): DatabaseLocation {
	return {
		url: settings.DATABASE_URL,
		path: settings.DATABASE_PATH,
		poolSize: settings.DATABASE_POOL_SIZE,
	};
}
