// @ts-check
import node from '@astrojs/node';
import { existsSync } from 'node:fs';
import react from '@astrojs/react';
import { defineConfig, envField } from 'astro/config';
import {
	API_PATH,
	DEFAULT_AUTH_RATE_LIMIT,
	DEFAULT_BACKUP_EVERY_HOURS,
	DEFAULT_BACKUP_KEEP,
	DEFAULT_DATABASE_PATH,
	DEFAULT_DISCORD_GUILD_ID,
	DEFAULT_GAME_STATUS_MODE,
	DEFAULT_HOST,
	DEFAULT_PORT,
	DEFAULT_SITE_NAME,
	DEFAULT_SITE_URL,
	DEFAULT_STAFF_ROLE_IDS,
	DEFAULT_TURNSTILE_VERIFY_URL,
	GAME_STATUS_MODES,
} from './src/defaults.ts';
import { DONATION_GOAL_DEFAULT_EUR } from './src/contract/donations.ts';
import { remarkRoleWords } from './src/components/rules/remark-role-words.ts';
import { styleGuideIntegration } from './src/integrations/style-guide.ts';
import { securityHeadersIntegration } from './src/hosting/security-integration.ts';
import { serveBundleIntegration } from './src/hosting/serve-bundle.ts';
import { readPublicSettings } from './src/hosting/site-build.ts';
import { siteProfileIntegration } from './src/hosting/site-profile-integration.ts';
import { SITE_MODES } from './src/site-mode.ts';
import { parseServerSettings, readSiteProfile } from './src/server/settings.ts';

// Settings from a local .env (see .env.example); variables already set in the environment win.
if (existsSync('.env')) process.loadEnvFile('.env');

/** Public settings are inlined into the build; secret ones are read when the server runs. */
const publicClient = (/** @type {string} */ fallback) =>
	envField.string({ context: 'client', access: 'public', default: fallback });

/**
 * Server settings are read when the server starts, never inlined into the build. Each is also
 * declared, with the same default, in src/server/settings.ts, which the API validates them with.
 */
const serverSecret = () => envField.string({ context: 'server', access: 'secret', optional: true });

/** Every setting, validated by astro:env; the server ones also in src/server/settings.ts. */
const envSchema = {
	PUBLIC_SITE_NAME: publicClient(DEFAULT_SITE_NAME),
	PUBLIC_API_URL: publicClient(API_PATH),
	PUBLIC_DISCORD_INVITE_URL: publicClient('https://discord.gg/novagaming'),
	PUBLIC_DISCORD_GUILD_ID: publicClient(DEFAULT_DISCORD_GUILD_ID),
	PUBLIC_STAFF_ROLE_CORE: publicClient(DEFAULT_STAFF_ROLE_IDS.core),
	PUBLIC_STAFF_ROLE_DEV: publicClient(DEFAULT_STAFF_ROLE_IDS.dev),
	PUBLIC_STAFF_ROLE_TTT: publicClient(DEFAULT_STAFF_ROLE_IDS.ttt),
	PUBLIC_STAFF_ROLE_JAILBREAK: publicClient(DEFAULT_STAFF_ROLE_IDS.jailbreak),
	PUBLIC_SERVER_EU_TTT: publicClient('203.0.113.10:27015'),
	PUBLIC_SERVER_EU_JAILBREAK: publicClient('203.0.113.11:27015'),
	PUBLIC_SERVER_NA_TTT: publicClient('198.51.100.20:27015'),
	PUBLIC_TURNSTILE_SITE_KEY: publicClient('1x00000000000000000000AA'),
	PUBLIC_STRIPE_PUBLISHABLE_KEY: publicClient(''),
	DATABASE_PATH: envField.string({
		context: 'server',
		access: 'secret',
		default: DEFAULT_DATABASE_PATH,
	}),
	TURNSTILE_SECRET_KEY: serverSecret(),
	// Cloudflare's siteverify, unless an egress proxy (or a test's fake) stands in for it.
	TURNSTILE_VERIFY_URL: envField.string({
		context: 'server',
		access: 'secret',
		default: DEFAULT_TURNSTILE_VERIFY_URL,
	}),
	STRIPE_SECRET_KEY: serverSecret(),
	STRIPE_WEBHOOK_SECRET: serverSecret(),
	// Target of the monthly donation goal on the Donations page, in euros.
	DONATION_GOAL_EUR: envField.number({
		context: 'server',
		access: 'secret',
		default: DONATION_GOAL_DEFAULT_EUR,
		gt: 0,
	}),
	SMTP_URL: serverSecret(),
	MAIL_FROM: serverSecret(),
	// Read again when the server runs, for the links in verification and reset mail.
	SITE_URL: envField.string({ context: 'server', access: 'secret', default: DEFAULT_SITE_URL }),
	// demo or production; unset, a loopback SITE_URL builds a demo site and any other production.
	SITE_MODE: envField.enum({
		context: 'server',
		access: 'secret',
		values: [...SITE_MODES],
		optional: true,
	}),
	// Live parts run without (donations, discord-linking, steam-linking, discord-data); the build
	// and the server must agree on them.
	SWITCHED_OFF: serverSecret(),
	DISCORD_BOT_TOKEN: serverSecret(),
	DISCORD_CLIENT_ID: serverSecret(),
	DISCORD_CLIENT_SECRET: serverSecret(),
	STEAM_API_KEY: serverSecret(),
	GAME_STATUS_MODE: envField.enum({
		context: 'server',
		access: 'secret',
		values: [...GAME_STATUS_MODES],
		default: DEFAULT_GAME_STATUS_MODE,
	}),
	// One proxy in front whose X-Forwarded-For entry names the client (rate limits).
	TRUST_PROXY: envField.boolean({ context: 'server', access: 'secret', default: false }),
	// Requests per client address per 15 minutes to login, register, forgot and resend.
	AUTH_RATE_LIMIT: envField.number({
		context: 'server',
		access: 'secret',
		default: DEFAULT_AUTH_RATE_LIMIT,
		int: true,
		gt: 0,
	}),
	// Rolling backups of the running server: folder, hours between two, how many are kept.
	BACKUP_DIR: serverSecret(),
	BACKUP_EVERY_HOURS: envField.number({
		context: 'server',
		access: 'secret',
		default: DEFAULT_BACKUP_EVERY_HOURS,
		gt: 0,
	}),
	BACKUP_KEEP: envField.number({
		context: 'server',
		access: 'secret',
		default: DEFAULT_BACKUP_KEEP,
		int: true,
		gt: 0,
	}),
};

// The mode, public address and switched-off parts are baked into the pages; the server checks
// at start that its own settings describe the same profile.
const siteProfile = readSiteProfile(parseServerSettings(process.env));

export default defineConfig({
	// Canonical URLs, Open Graph URLs and the sitemap are built from this address.
	site: siteProfile.siteUrl,
	trailingSlash: 'never',
	build: { format: 'directory' },
	output: 'static',
	// The serve wrapper (src/hosting/serve-site.ts, bundled into dist/serve.mjs) owns the HTTP
	// server (static files, compression, headers, the API) and calls Astro's handler for pages.
	adapter: node({ mode: 'middleware' }),
	integrations: [
		react(),
		securityHeadersIntegration(),
		serveBundleIntegration(),
		siteProfileIntegration({
			...siteProfile,
			publicSettings: readPublicSettings(envSchema, process.env),
		}),
		styleGuideIntegration(),
	],
	server: { port: DEFAULT_PORT, host: process.env.HOST ?? DEFAULT_HOST },
	devToolbar: { enabled: false },
	// Astro's origin check guards cookie-authenticated form posts. The API authenticates by bearer
	// token only, so a cross-site request carries no credential; its one cookie only binds a
	// link flow that a bearer POST started to the browser that asked.
	// Behind a proxy the check also compares against http://localhost (no allowedDomains) and
	// refused every bodiless POST of the site itself, such as logout.
	security: { checkOrigin: false },
	prefetch: false,
	// Rules pages: role words get their team colour at build time (no script on those pages).
	markdown: { remarkPlugins: [remarkRoleWords] },
	vite: {
		// Processed scripts always ship as files so the Content-Security-Policy can stay strict.
		build: { assetsInlineLimit: 0 },
		ssr: { external: ['better-sqlite3'] },
	},
	env: {
		validateSecrets: true,
		schema: envSchema,
	},
});
