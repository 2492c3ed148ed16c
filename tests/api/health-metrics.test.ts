import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HealthSchema } from '../../src/contract/http';
import { sql } from 'kysely';
import { createAdapters } from '../../src/server/adapters/index';
import { checkDatabase } from '../../src/server/health/health-routes';
import { SITE_MIGRATIONS } from '../../src/server/areas';
import { createPartHealth } from '../../src/server/health/part-health';
import { parseServerSettings } from '../../src/server/settings';
import { createTestApp, postJson } from '../fixtures/reference-api';
import { strictAnswer } from '../fixtures/strict-schema';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const METRICS_TOKEN = 'scraper-secret-0123456789';

async function readHealth(app: Awaited<ReturnType<typeof createTestApp>>['app']) {
	const response = await app.request('/api/health');
	return {
		status: response.status,
		health: strictAnswer(HealthSchema).parse(await response.json()),
	};
}

describe('GET /api/health', () => {
	it("answers the release and every part's state", async () => {
		const { app } = await createTestApp();
		const { status, health } = await readHealth(app);
		expect(status).toBe(200);
		expect(health).toMatchObject({ ok: true, database: 'ready', version });
		const ok = { status: 'ok', lastErrorAt: null };
		expect(health.parts).toEqual({
			database: ok,
			mail: ok,
			discord: ok,
			gameStatus: ok,
			stripe: ok,
		});
	});

	it('reports a mail server that refused as degraded, with the time, and stays healthy', async () => {
		const health = createPartHealth();
		// A port nothing listens on: the SMTP connection is refused.
		const adapters = createAdapters(
			parseServerSettings({ SMTP_URL: 'smtp://u:hunter2@127.0.0.1:9' }),
			{
				health,
			},
		);
		const mail = { to: 'a@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' };
		const before = Date.now();
		await expect(adapters.mail.send(mail, undefined as never)).rejects.toThrow();
		const { app } = await createTestApp({ health });
		const { status, health: answer } = await readHealth(app);
		expect(status).toBe(200);
		expect(answer.ok).toBe(true);
		expect(answer.parts.mail.status).toBe('degraded');
		expect(Date.parse(answer.parts.mail.lastErrorAt!)).toBeGreaterThanOrEqual(before - 1000);
		expect(answer.parts.stripe.status).toBe('ok');
		expect(JSON.stringify(answer)).not.toContain('hunter2');
	});

	it('fails (503) only when the database does, saying why', async () => {
		const { app, site } = await createTestApp();
		await site.close();
		const { status, health } = await readHealth(app);
		expect(status).toBe(503);
		expect(health).toMatchObject({
			ok: false,
			database: 'unavailable',
			reason: 'The database cannot be reached',
		});
		expect(health.parts.database.status).toBe('degraded');
	});

	it('fails (503) while the database lacks a migration of this version', async () => {
		const { app, queries } = await createTestApp();
		await sql`DELETE FROM schema_migrations WHERE id = ${SITE_MIGRATIONS.at(-1)!.id}`.execute(
			queries,
		);
		const { status, health } = await readHealth(app);
		expect(status).toBe(503);
		expect(health.reason).toBe(
			`The database lacks 1 migration(s) of this version (${SITE_MIGRATIONS.at(-1)!.id}...)`,
		);
	});

	it('fails (503) when the database does not answer in time', async () => {
		const { queries } = await createTestApp();
		// A transaction holding the connection (SQLite) or a lock (PostgreSQL) the check waits on.
		const silent = await checkDatabase(
			queries.withPlugin({
				transformQuery: (args) => args.node,
				transformResult: () => new Promise(() => {}),
			}),
			SITE_MIGRATIONS,
			50,
		);
		expect(silent).toEqual({ ready: false, reason: 'The database did not answer within 0.05 s' });
	});
});

describe('GET /api/metrics', () => {
	it('does not exist without METRICS_TOKEN', async () => {
		const { app } = await createTestApp();
		const response = await app.request('/api/metrics', {
			headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
		});
		expect(response.status).toBe(404);
	});

	it('asks for the token, then answers request counts by route and refusals by reason', async () => {
		const { app } = await createTestApp({ metricsToken: METRICS_TOKEN });
		expect((await app.request('/api/metrics')).status).toBe(401);
		const wrong = { Authorization: 'Bearer not-the-token-at-all' };
		expect((await app.request('/api/metrics', { headers: wrong })).status).toBe(401);

		await app.request('/api/ttt/rounds/1');
		await postJson(app, '/api/auth/login', {
			email: 'nobody@metrics.test',
			password: 'Wrong1!pass',
			turnstileToken: 'test-token',
		});
		const response = await app.request('/api/metrics', {
			headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
		});
		expect(response.status).toBe(200);
		expect(response.headers.get('Content-Type')).toContain('text/plain');
		const text = await response.text();
		expect(text).toMatch(
			/site_http_requests_total\{method="GET",route="\/api\/ttt\/rounds\/:id",status="200"\} 1/,
		);
		expect(text).toContain('site_http_request_duration_seconds_bucket');
		expect(text).toMatch(/site_login_refusals_total\{reason="invalid"\} 1/);
		expect(text).toMatch(/site_integration_errors_total\{part="mail"\} 0/);
		expect(text).toMatch(/site_database_connections\{state="open"\} [1-9]/);
	});

	it('refuses a METRICS_TOKEN too short to be a secret', () => {
		expect(() => parseServerSettings({ METRICS_TOKEN: 'short' })).toThrow(
			'METRICS_TOKEN must be at least 16 characters',
		);
	});
});

describe('the access log', () => {
	it('writes method, route, status and time, and no token of the path or query', async () => {
		const lines: string[] = [];
		const { app } = await createTestApp({ accessLog: (line) => lines.push(line) });
		const token = 'a'.repeat(64);
		await app.request(`/api/auth/verify/${token}`);
		await app.request('/api/servers?secret=hunter2');
		await app.request('/api/health');
		expect(lines).toHaveLength(3);
		expect(lines[0]).toMatch(/^GET \/api\/auth\/verify\/:token \d{3} \d+\.\dms$/);
		expect(lines[1]).toMatch(/^GET \/api\/servers 200 \d+\.\dms$/);
		expect(lines[2]).toMatch(/^GET \/api\/health 200 /);
		expect(lines.join('\n')).not.toContain(token);
		expect(lines.join('\n')).not.toContain('hunter2');
	});

	it('is off with ACCESS_LOG=off, on by default', () => {
		expect(parseServerSettings({}).ACCESS_LOG).toBe('on');
		expect(parseServerSettings({ ACCESS_LOG: 'off' }).ACCESS_LOG).toBe('off');
		expect(() => parseServerSettings({ ACCESS_LOG: 'maybe' })).toThrow(
			'ACCESS_LOG must be on or off',
		);
	});
});
