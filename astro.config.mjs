// @ts-check
import node from '@astrojs/node';
import { existsSync } from 'node:fs';
import react from '@astrojs/react';
import { defineConfig, envField } from 'astro/config';
import { API_PATH, DEFAULT_HOST, DEFAULT_PORT } from './src/defaults.ts';
import { loadCommunityProfile } from './src/community/load.ts';
import { remarkRoleWords } from './src/components/rules/remark-role-words.ts';
import { styleGuideIntegration } from './src/integrations/style-guide.ts';
import { afterPaintIntegration } from './src/page-speed/after-paint-integration.ts';
import { islandChunksIntegration } from './src/page-speed/island-chunks.ts';
import { securityHeadersIntegration } from './src/hosting/security-integration.ts';
import { serveBundleIntegration } from './src/hosting/serve-bundle.ts';
import { operatorToolsIntegration } from './src/hosting/operator-tools.ts';
import { readPublicSettings } from './src/hosting/site-build.ts';
import { siteProfileIntegration } from './src/hosting/site-profile-integration.ts';
import {
	parseServerSettings,
	readSiteProfile,
	SERVER_SETTING_NAMES,
} from './src/server/settings.ts';

// Settings from a local .env (see .env.example); variables already set in the environment win.
if (existsSync('.env')) process.loadEnvFile('.env');

/** Public settings are inlined into the build; secret ones are read when the server runs. */
const publicClient = (/** @type {string} */ fallback) =>
	envField.string({ context: 'client', access: 'public', default: fallback });

/**
 * Server settings are declared and validated once, in src/server/settings.ts (names, defaults,
 * rules); astro:env passes each one on as a secret read when the server starts, never inlined
 * into the build.
 */
const serverSettings = Object.fromEntries(
	SERVER_SETTING_NAMES.map((name) => [
		name,
		envField.string({ context: 'server', access: 'secret', optional: true }),
	]),
);

/** Every setting astro:env knows: the public ones, then the server ones. */
const envSchema = {
	PUBLIC_API_URL: publicClient(API_PATH),
	PUBLIC_TURNSTILE_SITE_KEY: publicClient('1x00000000000000000000AA'),
	PUBLIC_STRIPE_PUBLISHABLE_KEY: publicClient(''),
	...serverSettings,
};

// The mode, public address and switched-off parts are baked into the pages; the server checks
// at start that its own settings describe the same profile.
const serverSettingsAtBuild = parseServerSettings(process.env);
const siteProfile = readSiteProfile(serverSettingsAtBuild);
// The community the pages show (name, logo, colours, texts, servers): its profile file, checked
// here so that a bad key stops the build with its name.
const community = loadCommunityProfile(
	serverSettingsAtBuild.COMMUNITY_PROFILE,
	new URL('./src/styles/tokens.css', import.meta.url).pathname,
);

export default defineConfig({
	// Canonical URLs, Open Graph URLs and the sitemap are built from this address.
	site: siteProfile.siteUrl,
	trailingSlash: 'never',
	// Each page carries its own CSS inline: no render-blocking stylesheet request, and no CSS of
	// other pages (the build hashes every <style> into the Content-Security-Policy).
	build: { format: 'directory', inlineStylesheets: 'always' },
	output: 'static',
	// The serve wrapper (src/hosting/serve-site.ts, bundled into dist/serve.mjs) owns the HTTP
	// server (static files, compression, headers, the API) and calls Astro's handler for pages.
	adapter: node({ mode: 'middleware' }),
	integrations: [
		react(),
		// Before the security integration: it hashes the inline scripts this one writes.
		afterPaintIntegration(),
		// How the browser build groups island code into files (src/page-speed/island-chunks.ts).
		islandChunksIntegration(),
		securityHeadersIntegration(),
		serveBundleIntegration(community),
		operatorToolsIntegration(community),
		siteProfileIntegration({
			...siteProfile,
			publicSettings: readPublicSettings(envSchema, process.env),
			community,
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
		build: {
			assetsInlineLimit: 0,
		},
		ssr: { external: ['better-sqlite3'] },
	},
	env: {
		validateSecrets: true,
		schema: envSchema,
	},
});
