import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { SWITCHED_OFF_MESSAGES } from '../../src/contract/switched-off';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import { startSmtpSink } from '../fixtures/fake-smtp-server';
import { readMail } from '../fixtures/mime';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import {
	ensureProductionBuild,
	PRODUCTION_DIST,
	PRODUCTION_SETTINGS,
	PUBLIC_URL,
	runScript,
	serveUntilExit,
	startProductionServer,
	SWITCHED_OFF,
} from './support/production-site';
import { LoginSuccessSchema } from '../../src/contract/auth';
import { strictAnswer } from '../fixtures/strict-schema';

// A production build served by `npm run serve`, as an operator runs it: no demo data, no
// outbox, no token in the log, and every optional live part switched off (mail goes to a local
// SMTP sink, the bot check to a fake siteverify).

test.describe.configure({ mode: 'serial' });

const OWNER = { email: 'owner@nova.example', password: 'Owner-Start-2025!' };

let server: Awaited<ReturnType<typeof startProductionServer>>;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let folder: string;
let settings: Record<string, string>;
let ownerLink: string;

test.beforeAll(async () => {
	// The variant's build (about 15 s, more on a busy machine) and the server's start.
	test.setTimeout(300_000);
	await ensureProductionBuild();
	sink = await startSmtpSink();
	folder = mkdtempSync(join(tmpdir(), 'site-production-e2e-'));
	settings = { ...PRODUCTION_SETTINGS, SMTP_URL: sink.url, DATABASE_PATH: join(folder, 'site.db') };

	// The operator's first steps: a game server and the first root account.
	const added = await runScript(
		'game-server',
		['add', '--title', 'EU TTT Operator', '--address', '192.0.2.44:27015'].concat([
			'--region',
			'eu',
			'--mode',
			'ttt',
			'--max-players',
			'20',
		]),
		settings,
	);
	expect(added.code, added.stderr).toBe(0);
	const root = await runScript('account-root', [OWNER.email], settings);
	expect(root.code, root.stderr).toBe(0);
	ownerLink = /^https:\S+$/m.exec(root.stdout)![0];

	server = await startProductionServer(settings);
});

test.afterAll(async () => {
	await server?.stop();
	await sink?.close();
	if (folder) rmSync(folder, { recursive: true, force: true });
});

/** Logs in through the API and keeps the token in the production site's storage. */
async function logInOnSite(page: Page, email: string, password: string) {
	const response = await page.request.post(`${server.url}/api/auth/login`, {
		data: { email, password, turnstileToken: server.humanToken() },
	});
	expect(response.status()).toBe(200);
	const { token } = strictAnswer(LoginSuccessSchema).parse(await response.json());
	await page.goto(`${server.url}/robots.txt`);
	await page.evaluate((value) => localStorage.setItem('authToken', value), token);
	return token;
}

test.describe('refusing to start', () => {
	test('names each setting a live part lacks, one line each, and exits non-zero', async () => {
		const result = await serveUntilExit({
			DIST_DIR: PRODUCTION_DIST,
			SITE_URL: PUBLIC_URL,
			SWITCHED_OFF,
			DATABASE_PATH: join(folder, 'refused.db'),
		});
		expect(result.code).toBe(1);
		expect(result.stderr.trim().split('\n')).toEqual([
			'The site cannot start:',
			'- SMTP_URL is not set; it is needed for mail (verification and password-reset links; production has no outbox). It comes from your mail provider: its SMTP host, port, user and password, as smtps://user:password@host:465.',
			'- TURNSTILE_SECRET_KEY is not set; it is needed for the bot check (Cloudflare Turnstile). It comes from the Cloudflare dashboard, Turnstile, your widget: Secret Key.',
			'- GAME_STATUS_MODE is demo: game server status must be live in production (demo player counts are invented).',
		]);
		expect(result.stdout).not.toContain('is serving');
	});

	test('says to rebuild when the build was made for another mode or other parts', async () => {
		const cases = [
			// The production build, started with demo settings.
			{ DIST_DIR: PRODUCTION_DIST },
			// The production build, started with every part switched on.
			{ ...settings, DIST_DIR: PRODUCTION_DIST, SWITCHED_OFF: '' },
			// The demo build of the suite, started with production settings.
			{ ...settings, DIST_DIR: 'dist' },
		];
		for (const env of cases) {
			const result = await serveUntilExit({ ...env, DATABASE_PATH: join(folder, 'refused.db') });
			expect(result.code).toBe(1);
			const lines = result.stderr.trim().split('\n');
			expect(lines).toHaveLength(2);
			expect(lines[1]).toMatch(/^- This build is for .*: run `npm run build` again/);
		}
	});
});

test('starts in production: banner, ready database, no outbox, no demo notice', async ({
	page,
	request,
}) => {
	expect(server.output()).toContain('mode:      production · public address https://nova.example');
	expect(server.output()).not.toContain('Demo site');
	const health = await request.get(`${server.url}/api/health`);
	expect(await health.json()).toMatchObject({ ok: true, database: 'ready' });
	expect((await request.get(`${server.url}/api/dev/outbox`)).status()).toBe(404);

	await page.goto(`${server.url}/servers`);
	await expect(page.getByRole('heading', { level: 1, name: 'Servers' })).toBeVisible();
	await expect(page.getByRole('note')).toHaveCount(0);
	await expect(page.locator('html')).not.toHaveAttribute('data-demo-site');
	await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
		'href',
		`${PUBLIC_URL}/servers`,
	);
	await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
		'content',
		`${PUBLIC_URL}/servers`,
	);
	// The operator's server, from `npm run game-server -- add`, is the whole list.
	await expect(page.getByRole('heading', { name: 'EU TTT Operator' })).toBeVisible();
	await expect(page.getByText('192.0.2.44:27015')).toBeVisible();
});

test('has no demo accounts; the first root account sets its password by the printed link', async ({
	page,
	request,
}) => {
	const demo = await request.post(`${server.url}/api/auth/login`, {
		data: { ...DEMO_ACCOUNTS.root, turnstileToken: server.humanToken() },
	});
	expect(demo.status()).toBe(401);

	expect(ownerLink).toMatch(/^https:\/\/nova\.example\/reset-password\/[0-9a-f]{64}$/);
	await page.goto(`${server.url}${new URL(ownerLink).pathname}`);
	await page.getByLabel('New Password', { exact: true }).fill(OWNER.password);
	await page.getByLabel('Verify Password', { exact: true }).fill(OWNER.password);
	await page.getByRole('button', { name: 'Reset Password' }).click();
	await expect(page.getByText('Password reset successful!')).toBeVisible();
	// The page goes on to the login page by itself; a navigation of the test before that would be
	// cut short by it.
	await page.waitForURL(`${server.url}/login`);

	await logInOnSite(page, OWNER.email, OWNER.password);
	await page.goto(`${server.url}/admin/game-servers`);
	await expect(page.getByRole('heading', { level: 1, name: 'Game Admins' })).toBeVisible();
	await expectNoAxeViolations(page);
});

test('mails links on the public address, and no token reaches the server output', async ({
	request,
}) => {
	const forgot = await request.post(`${server.url}/api/auth/forgot-password`, {
		data: { email: OWNER.email, turnstileToken: server.humanToken() },
	});
	expect(forgot.status()).toBe(200);
	await expect.poll(() => sink.received.length).toBeGreaterThan(0);
	const mail = readMail(sink.received.at(-1)!.raw);
	const link = /https:\/\/nova\.example\/reset-password\/([0-9a-f]{64})/.exec(mail.text);
	expect(link, mail.text).not.toBeNull();
	const resetToken = link![1]!;
	const verifyToken = 'ab'.repeat(32);

	expect((await request.get(`${server.url}/reset-password/${resetToken}`)).status()).toBe(200);
	expect((await request.get(`${server.url}/verify/${verifyToken}`)).status()).toBe(200);
	expect((await request.get(`${server.url}/api/auth/verify/${verifyToken}`)).status()).toBe(400);
	// An old-style linking address carries a token in its query.
	await request.get(`${server.url}/api/auth/discord?token=${verifyToken}`, { maxRedirects: 0 });

	const output = server.output();
	for (const secret of [resetToken, verifyToken, ownerLink.split('/').at(-1)!]) {
		expect(output).not.toContain(secret);
	}
	expect(output).not.toMatch(/reset-password\/[0-9a-f]{8}/);
});

test.describe("another community's profile", () => {
	// The variant is built with tests/fixtures/community/ember-outpost.json.
	const DEMO_TRACES = [
		'Nova Gaming',
		'novagaming',
		'1107390432114040942',
		'203.0.113.',
		'198.51.100.',
		'TTT &amp; Jailbreak · EU',
	];

	test('shows that community on every kind of page, and nothing of the demo', async ({
		request,
	}) => {
		for (const path of [
			'/',
			'/staff',
			'/support',
			'/servers',
			'/rules/community',
			'/no-such-page',
		]) {
			const html = await (await request.get(`${server.url}${path}`)).text();
			expect(html, path).toContain('Ember Outpost');
			for (const trace of DEMO_TRACES) expect(html, `${path}: ${trace}`).not.toContain(trace);
		}
	});

	test('its name, logo, colours, texts, menu and links', async ({ page }) => {
		await page.goto(`${server.url}/`);
		await expect(page).toHaveTitle(/Ember Outpost/);
		await expect(
			page.getByRole('heading', { level: 1, name: 'Welcome to Ember Outpost' }),
		).toBeVisible();
		await expect(page.getByText('Retake and surf servers in Stockholm for players')).toBeVisible();
		await expect(page.getByRole('heading', { name: 'Who are the Ember Outpost?' })).toBeVisible();
		await expect(page.getByRole('link', { name: /Join us on Discord/ })).toHaveAttribute(
			'href',
			'https://discord.gg/ember-outpost-example',
		);
		const menu = page.getByRole('navigation', { name: 'Main' });
		await expect(menu.getByRole('link', { name: 'Support us' })).toHaveAttribute(
			'href',
			'/support',
		);
		await expect(menu.getByRole('button', { name: 'Jailbreak' })).toHaveCount(0);
		const logo = page.locator('header .logo__mark');
		await expect(logo).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
		// The accent colour of the profile reaches the pages' design tokens.
		const accent = await page.evaluate(() =>
			getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim(),
		);
		expect(accent).toBe('#5ee39b');
		await expect(page.getByText('Retake and surf servers in Stockholm. Calm voice')).toBeVisible();

		await page.goto(`${server.url}/support`);
		await expect(page.getByText('Reserved slot on every retake server')).toBeVisible();
		await expectNoAxeViolations(page);
	});

	test('its currency, amounts and Donator tiers, on the page and from the API', async ({
		page,
		request,
	}) => {
		// The profile gives in dollars: tiers from $10, $20 and over $30, a goal of $150.
		await page.goto(`${server.url}/support`);
		const tiers = page.locator('.tier__steps li');
		await expect(tiers).toHaveText(['$10 1 month', '$20 2 months', 'over $30 3 months']);
		await expect(page.getByText('$0 of $150')).toBeVisible();
		await expect(page.getByText('€')).toHaveCount(0);

		const goal = await request.get(`${server.url}/api/donations/goals/current`);
		expect(await goal.json()).toEqual({ targetAmount: 150, currentAmount: 0 });
	});

	test('its game server shortcuts launch its own servers', async ({ page }) => {
		await page.goto(`${server.url}/eu/jailbreak`);
		await expect(page.getByText('surf.ember-outpost.example:27015').first()).toBeAttached();
	});
});

test.describe('switched-off parts say so', () => {
	test('the home page hides the member count and says the events are unavailable', async ({
		page,
	}) => {
		const asked: string[] = [];
		page.on('request', (request) => {
			if (request.url().includes('/api/guild')) asked.push(request.url());
		});
		await page.goto(`${server.url}/`);
		await expect(page.getByRole('link', { name: /Join us on Discord/ })).toBeVisible();
		await expect(page.getByText(SWITCHED_OFF_MESSAGES.events)).toBeVisible();
		expect(asked).toEqual([]);
	});

	test('the team page says the team list is unavailable', async ({ page }) => {
		await page.goto(`${server.url}/staff`);
		await expect(
			page.getByRole('heading', { level: 2, name: SWITCHED_OFF_MESSAGES.team }),
		).toBeVisible();
		await expectNoAxeViolations(page);
	});

	test('card donations: the Support card, the donate page and the API', async ({
		page,
		request,
	}) => {
		await page.goto(`${server.url}/support`);
		const card = page.getByRole('heading', { name: 'By card' }).locator('..');
		await expect(page.getByText(SWITCHED_OFF_MESSAGES.donations)).toBeVisible();
		await expect(card.getByRole('link', { name: 'Donate by card' })).toHaveCount(0);
		await expectNoAxeViolations(page);

		const token = await logInOnSite(page, OWNER.email, OWNER.password);
		await page.goto(`${server.url}/donate/stripe`);
		await expect(
			page.getByRole('heading', { level: 2, name: SWITCHED_OFF_MESSAGES.donations }),
		).toBeVisible();
		await expect(page.getByRole('link', { name: 'Back to Donations' })).toHaveAttribute(
			'href',
			'/support',
		);

		const session = await request.post(`${server.url}/api/payments/create-stripe-session`, {
			headers: { Authorization: `Bearer ${token}` },
			data: { packageId: 'donator', amount: 1500, message: '' },
		});
		expect(session.status()).toBe(403);
		expect(await session.json()).toEqual({ message: SWITCHED_OFF_MESSAGES.donations });
	});

	test("the profile's Discord and Steam rows say linking is switched off", async ({ page }) => {
		const token = await logInOnSite(page, OWNER.email, OWNER.password);
		await page.goto(`${server.url}/profile`);
		const accounts = page.getByRole('region', { name: 'Connected Accounts' });
		await expect(accounts.getByText(SWITCHED_OFF_MESSAGES.discordLinking)).toBeVisible();
		await expect(accounts.getByText(SWITCHED_OFF_MESSAGES.steamLinking)).toBeVisible();
		await expect(accounts.getByRole('button', { name: /^Link / })).toHaveCount(0);
		await expectNoAxeViolations(page);

		const start = await page.request.post(`${server.url}/api/auth/steam/link`, {
			headers: { Authorization: `Bearer ${token}` },
		});
		expect(start.status()).toBe(403);
		expect(await start.json()).toEqual({ message: SWITCHED_OFF_MESSAGES.steamLinking });
		await page.goto(`${server.url}/api/auth/steam/start?flow=anything`);
		await expect(page).toHaveURL(`${server.url}/profile`);
		await expect(page.getByText(SWITCHED_OFF_MESSAGES.steamLinking).first()).toBeVisible();
	});
});
