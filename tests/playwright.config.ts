import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Browser tests against the production build, served with its embedded API on a temporary
 * database that starts fresh on every run.
 *
 * The browser: Debian's headless shell (package `chromium-headless-shell`) where it is installed,
 * else Debian's Chromium, else Playwright's own. The shell is the same engine without the full
 * browser around it: a new page costs its browser process a fifth of the CPU (measured 40 ms
 * against 210 ms), and every test opens one.
 */
const port = Number(process.env.E2E_PORT ?? 4399);
const baseURL = `http://localhost:${port}`;
const databasePath = join(tmpdir(), `community-site-e2e-${port}.db`);
const systemBrowser = [
	'/usr/lib/chromium/chromium-headless-shell',
	'/usr/bin/chromium-headless-shell',
	'/usr/bin/chromium',
].find((path) => existsSync(path));
const build = process.env.E2E_SKIP_BUILD ? '' : 'npm run build && ';
// Specs that need the database itself (the lock test) find it here; workers inherit it.
process.env.E2E_DATABASE_PATH = databasePath;

export default defineConfig({
	testDir: './e2e',
	outputDir: '../test-results',
	fullyParallel: true,
	workers: process.env.CI ? 2 : undefined,
	// One retry everywhere: a failure is run again with a trace recorded (below), and the list
	// reporter names a test that passed only on its retry as flaky.
	retries: 1,
	timeout: 30_000,
	expect: { timeout: 7_000 },
	reporter: process.env.CI
		? [['list']]
		: [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
	use: {
		baseURL,
		viewport: { width: 1440, height: 900 },
		// Pages as a visitor who asked for reduced motion sees them: the same content and
		// controls without the looping pulses and sweeps, which otherwise keep the browser
		// compositing frames in software for the whole test (half the browser's CPU in a run).
		// The specs about motion itself (header, footer) ask for 'no-preference'.
		reducedMotion: 'reduce',
		// A trace only for a failed test's retry: recording one for every test (its DOM snapshots
		// and screencast) took a third of the suite's time. `--trace on` records them all.
		trace: 'on-first-retry',
		launchOptions: {
			executablePath: systemBrowser,
			args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
		},
	},
	webServer: {
		command: `${build}node tests/e2e/support/start-server.mjs`,
		cwd: '..',
		url: `${baseURL}/api/health`,
		timeout: 240_000,
		reuseExistingServer: !process.env.CI,
		stdout: 'ignore',
		stderr: 'pipe',
		// The suite logs in from one address far more often than a person would, so the
		// per-address limit is raised; the limit specs pick their own forwarded addresses.
		env: {
			PORT: String(port),
			HOST: 'localhost',
			DATABASE_PATH: databasePath,
			TRUST_PROXY: 'true',
			AUTH_RATE_LIMIT: '200',
		},
	},
});
