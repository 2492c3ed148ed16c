// @ts-check
import node from '@astrojs/node';
import { existsSync } from 'node:fs';
import react from '@astrojs/react';
import { defineConfig, envField } from 'astro/config';
import {
	API_PATH,
	DEFAULT_DATABASE_PATH,
	DEFAULT_GAME_STATUS_MODE,
	DEFAULT_HOST,
	DEFAULT_PORT,
	DEFAULT_SITE_URL,
	GAME_STATUS_MODES,
} from './src/defaults.ts';
import { styleGuideIntegration } from './src/integrations/style-guide.ts';
import { securityHeadersIntegration } from './src/server/site/security-integration.ts';

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

export default defineConfig({
	// Canonical URLs, Open Graph URLs and the sitemap are built from this address.
	site: process.env.SITE_URL ?? DEFAULT_SITE_URL,
	trailingSlash: 'never',
	build: { format: 'directory' },
	output: 'static',
	adapter: node({ mode: 'standalone' }),
	integrations: [react(), securityHeadersIntegration(), styleGuideIntegration()],
	server: { port: DEFAULT_PORT, host: process.env.HOST ?? DEFAULT_HOST },
	// Astro's origin check answers a cross-site POST, PUT, PATCH or DELETE without a JSON content
	// type with a plain-text 403 before /api sees it. It guards cookie sessions against forged
	// forms; this site has none (the API takes a bearer token, no page handles a form post), and
	// API clients such as game servers send no Origin, so the API answers such requests itself.
	security: { checkOrigin: false },
	devToolbar: { enabled: false },
	prefetch: false,
	vite: {
		// Processed scripts always ship as files so the Content-Security-Policy can stay strict.
		build: { assetsInlineLimit: 0 },
		ssr: { external: ['better-sqlite3'] },
	},
	env: {
		validateSecrets: true,
		schema: {
			PUBLIC_SITE_NAME: publicClient('Nova Gaming'),
			PUBLIC_API_URL: publicClient(API_PATH),
			PUBLIC_DISCORD_INVITE_URL: publicClient('https://discord.gg/novagaming'),
			PUBLIC_DISCORD_GUILD_ID: publicClient('1107390432114040942'),
			PUBLIC_STAFF_ROLE_CORE: publicClient('1107391254268919848'),
			PUBLIC_STAFF_ROLE_DEV: publicClient('1107391873763424316'),
			PUBLIC_STAFF_ROLE_TTT: publicClient('1107392216903630929'),
			PUBLIC_STAFF_ROLE_JAILBREAK: publicClient('1107392601764577350'),
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
			STRIPE_SECRET_KEY: serverSecret(),
			STRIPE_WEBHOOK_SECRET: serverSecret(),
			SMTP_URL: serverSecret(),
			MAIL_FROM: serverSecret(),
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
			TRUST_PROXY: envField.boolean({ context: 'server', access: 'secret', default: false }),
		},
	},
});
