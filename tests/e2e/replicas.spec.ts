/**
 * Two replicas of the production server (`npm run serve` of the build) on one throwaway
 * PostgreSQL database behave as one site: they start together on an empty database, share
 * lockouts, single-use links, registration and settlement, hand the background work over when
 * the replica doing it is killed, and report the database going away and coming back.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import pg from 'pg';
import Stripe from 'stripe';
import { AUTH_MESSAGES } from '@/contract/auth';
import { OutboxSchema } from '@/contract/outbox';
import { SITE_MIGRATIONS } from '@/server/areas';
import {
	postgresUnavailableReason,
	startThrowawayPostgres,
	type ThrowawayPostgres,
} from '../../scripts/lib/throwaway-postgres';
import { makeThrowaway } from './support/accounts';

const root = new URL('../..', import.meta.url).pathname;
const WEBHOOK_SECRET = 'whsec_replicas';
const BACKGROUND_WORK = 'Background work runs on this server';

/** One `npm run serve` process and what it printed. */
interface Replica {
	name: string;
	baseURL: string;
	api: APIRequestContext;
	lines: string[];
	process: ChildProcess;
	exited: Promise<number | null>;
}

const missing = postgresUnavailableReason();
test.skip(Boolean(missing) && !process.env.CI, `PostgreSQL is not installed: ${missing}`);
test.describe.configure({ mode: 'serial' });

let cluster: ThrowawayPostgres;
let databaseUrl: string;
let admin: pg.Client;
/** A connection to the replicas' database, for counting what they wrote. */
let site: pg.Client;
const replicas: Replica[] = [];

/** Only what is given: the test runner's own settings (DATABASE_PATH, E2E_*) stay out. */
function serveEnv(settings: Record<string, string>) {
	return {
		PATH: process.env.PATH ?? '',
		HOME: process.env.HOME ?? '',
		HOST: '127.0.0.1',
		TRUST_PROXY: 'true',
		AUTH_RATE_LIMIT: '500',
		STRIPE_SECRET_KEY: 'sk_test_replicas',
		STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
		...settings,
	};
}

/** Starts `npm run serve` on the build with the settings; lines it prints are collected. */
async function startReplica(name: string, port: number, settings: Record<string, string> = {}) {
	const child = spawn(process.execPath, ['scripts/serve.mjs'], {
		cwd: root,
		env: serveEnv({ PORT: String(port), DATABASE_URL: databaseUrl, ...settings }),
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	const lines: string[] = [];
	for (const stream of [child.stdout!, child.stderr!]) {
		createInterface({ input: stream }).on('line', (line) => lines.push(line));
	}
	const baseURL = `http://127.0.0.1:${port}`;
	const replica: Replica = {
		name,
		baseURL,
		api: await request.newContext({ baseURL }),
		lines,
		process: child,
		exited: new Promise((resolve) => child.on('exit', resolve)),
	};
	replicas.push(replica);
	return replica;
}

/** Whether the replica said it took the background work over. */
function doesBackgroundWork(replica: Replica): boolean {
	return replica.lines.some((line) => line.startsWith(BACKGROUND_WORK));
}

async function health(replica: Replica) {
	try {
		const response = await replica.api.get('/api/health', { timeout: 5_000 });
		return { status: response.status(), body: (await response.json()) as { reason?: string } };
	} catch {
		return { status: 0, body: {} };
	}
}

async function count(table: string, where = 'TRUE', values: unknown[] = []): Promise<number> {
	const { rows } = await site.query(
		`SELECT COUNT(*)::int AS n FROM ${table} WHERE ${where}`,
		values,
	);
	return rows[0].n as number;
}

/** A forwarded client address of a test's own, so per-address limits never meet. */
function address(last: number) {
	return { 'X-Forwarded-For': `198.51.100.${last}` };
}

function register(replica: Replica, account: ReturnType<typeof makeThrowaway>, from: number) {
	return replica.api.post('/api/auth/register', {
		headers: address(from),
		data: { ...account, verifyPassword: account.password, turnstileToken: 'replicas' },
	});
}

/** The newest mailed link to `email` of a kind, read through a replica's outbox. */
async function mailedLink(replica: Replica, email: string, prefix: string): Promise<string> {
	let link: string | undefined;
	await expect
		.poll(async () => {
			const mails = OutboxSchema.parse(await (await replica.api.get('/api/dev/outbox')).json());
			link =
				mails.find((mail) => mail.to === email && mail.link?.includes(prefix))?.link ?? undefined;
			return link;
		})
		.toBeTruthy();
	return new URL(link!).pathname;
}

test.beforeAll(async () => {
	test.setTimeout(240_000);
	cluster = await startThrowawayPostgres({}, { inMemory: true });
	admin = new pg.Client({ connectionString: cluster.url });
	await admin.connect();
	await admin.query('CREATE DATABASE replicas');
	const url = new URL(cluster.url);
	url.pathname = '/replicas';
	databaseUrl = url.toString();
	site = new pg.Client({ connectionString: databaseUrl });
	await site.connect();
});

test.afterAll(async () => {
	for (const replica of replicas) {
		replica.process.kill('SIGKILL');
		await replica.exited;
		await replica.api.dispose();
	}
	await site?.end().catch(() => {});
	await admin?.end().catch(() => {});
	cluster?.stop();
});

test('an unreachable database stops the start with one line, without the password', async () => {
	const refused = await startReplica('refused', 4471, {
		DATABASE_URL: 'postgres://site:sekrit-password@127.0.0.1:1/community',
	});
	expect(await refused.exited).toBe(1);
	const output = refused.lines.join('\n');
	expect(output).toContain(
		'- Cannot use PostgreSQL at 127.0.0.1:1/community: connection refused (is PostgreSQL running and listening there?)',
	);
	expect(output).not.toContain('sekrit');
});

test('two replicas start together on an empty database: one migrates and seeds, both serve', async () => {
	test.setTimeout(180_000);
	const [first, second] = await Promise.all([
		startReplica('first', 4472),
		startReplica('second', 4473),
	]);
	for (const replica of [first!, second!]) {
		await expect.poll(async () => (await health(replica)).status, { timeout: 120_000 }).toBe(200);
		expect(replica.lines.join('\n')).toContain('database:  PostgreSQL 127.0.0.1:');
	}
	expect(await count('schema_migrations')).toBe(SITE_MIGRATIONS.length);
	// Seeded once: the demo's six game servers and one guild, not twice as many.
	expect(await count('game_servers')).toBe(6);
	expect(await count('discord_guilds')).toBe(1);
	// The background work runs on exactly one of them.
	await expect.poll(() => replicas.filter((replica) => doesBackgroundWork(replica)).length).toBe(1);
});

test('a lockout made through one replica holds on the other', async () => {
	const [first, second] = replicas.slice(1);
	const email = `${makeThrowaway().email}`;
	for (let attempt = 0; attempt < 5; attempt++) {
		const response = await first!.api.post('/api/auth/login', {
			headers: address(21),
			data: { email, password: 'Wrong-password-1!', turnstileToken: 'replicas' },
		});
		expect(response.status()).toBe(401);
	}
	const locked = await second!.api.post('/api/auth/login', {
		headers: address(21),
		data: { email, password: 'Wrong-password-1!', turnstileToken: 'replicas' },
	});
	expect(locked.status()).toBe(429);
	expect((await locked.json()).message).toBe(AUTH_MESSAGES.tooManyAttempts);
});

test('a reset link spent on one replica is spent on the other', async () => {
	const [first, second] = replicas.slice(1);
	const account = makeThrowaway();
	expect((await register(first!, account, 31)).status()).toBe(201);
	const forgot = await second!.api.post('/api/auth/forgot-password', {
		headers: address(32),
		data: { email: account.email, turnstileToken: 'replicas' },
	});
	expect(forgot.status()).toBe(200);
	const path = await mailedLink(first!, account.email, '/reset-password/');
	const token = path.split('/').at(-1)!;
	const reset = (replica: Replica) =>
		replica.api.post('/api/auth/reset-password', {
			headers: address(33),
			data: { token, password: 'Renewed-pass-1!' },
		});
	expect((await reset(first!)).status()).toBe(200);
	const again = await reset(second!);
	expect(again.status()).toBe(400);
	expect((await again.json()).message).toBe(AUTH_MESSAGES.resetLinkInvalid);
});

test('ten registrations of one e-mail spread over both replicas make one account', async () => {
	const [first, second] = replicas.slice(1);
	const account = makeThrowaway();
	const answers = await Promise.all(
		Array.from({ length: 10 }, (_, index) =>
			register(index % 2 ? second! : first!, account, 40 + index),
		),
	);
	expect(answers.map((answer) => answer.status())).toEqual(Array(10).fill(201));
	expect(await count('accounts', 'email = $1', [account.email])).toBe(1);
});

test('twenty concurrent copies of one Stripe webhook spread over both replicas settle once', async () => {
	const [first, second] = replicas.slice(1);
	const account = makeThrowaway();
	expect((await register(first!, account, 51)).status()).toBe(201);
	const {
		rows: [donation],
	} = await site.query(
		`INSERT INTO donations (account_id, amount_cents, message, status, created_at)
		SELECT id, 3000, '', 'pending', $2 FROM accounts WHERE email = $1 RETURNING id`,
		[account.email, new Date().toISOString()],
	);
	await site.query(
		`INSERT INTO checkout_sessions (id, donation_id, provider, created_at)
		VALUES ('cs_replicas', $1, 'stripe', $2)`,
		[donation.id, new Date().toISOString()],
	);
	const payload = JSON.stringify({
		id: 'evt_replicas',
		object: 'event',
		type: 'checkout.session.completed',
		data: {
			object: {
				id: 'cs_replicas',
				object: 'checkout.session',
				amount_total: 3000,
				currency: 'eur',
				payment_status: 'paid',
			},
		},
	});
	const signature = new Stripe('sk_test_signer').webhooks.generateTestHeaderString({
		payload,
		secret: WEBHOOK_SECRET,
	});
	const answers = await Promise.all(
		Array.from({ length: 20 }, (_, index) =>
			(index % 2 ? second! : first!).api.post('/api/payments/stripe-webhook', {
				headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
				data: payload,
			}),
		),
	);
	expect(answers.map((answer) => answer.status())).toEqual(Array(20).fill(200));
	expect(await count('donations', "id = $1 AND status = 'paid'", [donation.id])).toBe(1);
	const {
		rows: [status],
	} = await site.query(
		`SELECT d.paid_at, s.expires_at FROM donations d
		JOIN donator_status s ON s.account_id = d.account_id WHERE d.id = $1`,
		[donation.id],
	);
	// 30 € buys two months, counted once.
	const expected = new Date(status.paid_at);
	expected.setUTCMonth(expected.getUTCMonth() + 2);
	expect(status.expires_at).toBe(expected.toISOString());
});

test('when the replica doing the background work is killed, the other takes it over and samples', async () => {
	test.setTimeout(150_000);
	const leader = replicas.find((replica) => doesBackgroundWork(replica))!;
	const other = replicas.find((replica) => replica !== leader && replica.name !== 'refused')!;
	const killedAt = Date.now();
	leader.process.kill('SIGKILL');
	await leader.exited;
	await expect.poll(() => doesBackgroundWork(other), { timeout: 60_000 }).toBe(true);
	expect(Date.now() - killedAt).toBeLessThan(60_000);
	// The sampler samples when it starts and then every minute; a minute the killed one already
	// sampled is not sampled twice, so the next one shows within a minute.
	const killedMinute = Math.floor(killedAt / 60_000);
	await expect
		.poll(() => count('server_samples', 'minute > $1', [killedMinute]), { timeout: 70_000 })
		.toBeGreaterThan(0);
	const { rows } = await site.query(
		'SELECT server_id, minute, COUNT(*)::int AS n FROM server_samples GROUP BY 1, 2 HAVING COUNT(*) > 1',
	);
	expect(rows).toEqual([]);
});

test('with the database stopped health answers 503, and once it is back 200 and logins work', async () => {
	test.setTimeout(120_000);
	// A process killed by a signal has no exit code either: the survivor is still running.
	const survivor = replicas.find(
		(replica) =>
			replica.process.exitCode === null &&
			replica.process.signalCode === null &&
			replica.name !== 'refused',
	)!;
	const account = makeThrowaway();
	expect((await register(survivor, account, 61)).status()).toBe(201);
	await site.end();
	await admin.end();
	const stoppedAt = Date.now();
	cluster.pause();
	await expect.poll(async () => (await health(survivor)).status, { timeout: 15_000 }).toBe(503);
	expect(Date.now() - stoppedAt).toBeLessThan(15_000);
	expect((await health(survivor)).body.reason).toMatch(/^The database/);

	cluster.resume();
	await expect.poll(async () => (await health(survivor)).status, { timeout: 30_000 }).toBe(200);
	admin = new pg.Client({ connectionString: cluster.url });
	await admin.connect();
	site = new pg.Client({ connectionString: databaseUrl });
	await site.connect();
	const path = await mailedLink(survivor, account.email, '/verify/');
	expect((await survivor.api.get(`/api/auth${path}`)).status()).toBe(200);
	const login = await survivor.api.post('/api/auth/login', {
		headers: address(62),
		data: { email: account.email, password: account.password, turnstileToken: 'replicas' },
	});
	expect(login.status()).toBe(200);
});
