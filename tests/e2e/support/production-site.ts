/**
 * A production variant of the site for the browser tests: built into its own folder with a
 * public address, another community's profile (a production site refuses the demo's), a
 * real-looking Turnstile site key and every optional live part switched off,
 * and served by `npm run serve` in a process of its own whose output the test reads.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { issueBotCheckToken, startFakeSiteverify } from '../../../scripts/lib/fake-siteverify';
import { SITE_BUILD_FILE } from '@/hosting/site-build';

const root = new URL('../../..', import.meta.url).pathname;

/** The public address the variant is built for. */
export const PUBLIC_URL = 'https://nova.example';
/** The build folder of the variant (inside dist/, so its bundle finds node_modules). */
export const PRODUCTION_DIST = 'dist/e2e-production';
/** Every optional live part, switched off in the build and at start alike. */
export const SWITCHED_OFF = 'donations,discord-linking,steam-linking,discord-data';

/** The community the variant shows: not the demo's. */
const OTHER_COMMUNITY_PROFILE = 'tests/fixtures/community/ember-outpost.json';

const BUILD_SETTINGS = {
	SITE_URL: PUBLIC_URL,
	COMMUNITY_PROFILE: OTHER_COMMUNITY_PROFILE,
	SWITCHED_OFF,
	PUBLIC_TURNSTILE_SITE_KEY: '0x4AAAAAAAE2eProductionKey',
};

/** The settings the variant starts with, beside the mail sink and the database. */
export const PRODUCTION_SETTINGS = {
	...BUILD_SETTINGS,
	TURNSTILE_SECRET_KEY: '0x4AAAAAAAE2eProductionSecret',
	GAME_STATUS_MODE: 'live',
};

/** What a finished process printed and how it ended. */
interface ProcessResult {
	code: number | null;
	stdout: string;
	stderr: string;
}

// Only what is given: the test runner's own settings (DATABASE_PATH, E2E_*) stay out.
function cleanEnv(settings: Record<string, string>) {
	return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...settings };
}

function run(args: string[], settings: Record<string, string>) {
	const child = spawn(process.execPath, args, { cwd: root, env: cleanEnv(settings) });
	const result = { stdout: '', stderr: '' };
	child.stdout.on('data', (chunk) => (result.stdout += chunk));
	child.stderr.on('data', (chunk) => (result.stderr += chunk));
	const done = new Promise<ProcessResult>((resolve) =>
		child.on('exit', (code) => resolve({ code, ...result })),
	);
	return { child, result, done };
}

/** Builds the variant, unless E2E_SKIP_BUILD is set and a build of it is there. */
export async function ensureProductionBuild(): Promise<void> {
	const built = existsSync(join(root, PRODUCTION_DIST, 'server', SITE_BUILD_FILE));
	if (built && process.env.E2E_SKIP_BUILD) return;
	const astro = join(root, 'node_modules/astro/astro.js');
	const { done } = run([astro, 'build', '--outDir', PRODUCTION_DIST], BUILD_SETTINGS);
	const { code, stdout, stderr } = await done;
	if (code !== 0) throw new Error(`The production build failed:\n${stdout}\n${stderr}`);
}

/** Runs `npm run serve` and waits for it to end. */
export function serveUntilExit(settings: Record<string, string>): Promise<ProcessResult> {
	return run(['scripts/serve.mjs'], settings).done;
}

/** Runs a maintenance script (`scripts/<name>.ts`) to its end. */
export function runScript(name: string, args: string[], settings: Record<string, string>) {
	return run(['--import', 'tsx', `scripts/${name}.ts`, ...args], settings).done;
}

/**
 * A running production server, its bot check answered by a fake siteverify: its address,
 * everything it printed, bot-check tokens a person would get, and a way to stop both.
 */
export async function startProductionServer(settings: Record<string, string>) {
	const signingKey = randomBytes(16).toString('hex');
	const siteverify = await startFakeSiteverify({
		secret: settings.TURNSTILE_SECRET_KEY ?? '',
		signingKey,
	});
	const { child, result, done } = run(['scripts/serve.mjs'], {
		...settings,
		TURNSTILE_VERIFY_URL: siteverify.url,
		DIST_DIR: PRODUCTION_DIST,
		PORT: '0',
		HOST: '127.0.0.1',
	});
	const url = await new Promise<string>((resolve, reject) => {
		child.stdout.on('data', () => {
			const match = / is serving (http:\/\/\S+)/.exec(result.stdout);
			if (match) resolve(match[1]!);
		});
		void done.then(({ code, stdout, stderr }) =>
			reject(new Error(`The server ended (${code}) before serving:\n${stdout}\n${stderr}`)),
		);
	});
	return {
		url,
		/** Everything the server printed so far, stdout and stderr. */
		output: () => `${result.stdout}\n${result.stderr}`,
		/** A single-use token the fake siteverify accepts, as a solved widget gives. */
		humanToken: () => issueBotCheckToken(signingKey),
		stop: async () => {
			child.kill('SIGTERM');
			const ended = await done;
			await siteverify.close();
			return ended;
		},
	};
}
