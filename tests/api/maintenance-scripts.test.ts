import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHEAP_SEED, openTestSqlite } from '../fixtures/reference-api';
import { runScript } from '../fixtures/run-script';
import { createScriptDatabase } from '../fixtures/script-database';

const folder = mkdtempSync(join(tmpdir(), 'site-scripts-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('maintenance scripts on a production database', () => {
	const production = {
		SITE_URL: 'https://nova.example',
		DATABASE_PATH: join(folder, 'production.db'),
	};
	// The game server list on the run's engine.
	let database: Awaited<ReturnType<typeof createScriptDatabase>>;
	let servers: Record<string, string>;
	beforeAll(async () => {
		database = await createScriptDatabase(folder, 'servers');
		servers = { SITE_URL: production.SITE_URL, ...database.settings };
	});
	afterAll(() => database.drop());

	it('game-server adds, lists and removes servers, and explains a bad one', async () => {
		const added = await runScript(
			'game-server',
			[
				'add',
				'--title',
				'EU TTT #1',
				'--address',
				'203.0.113.10:27015',
				'--region',
				'eu',
				'--mode',
				'ttt',
				'--max-players',
				'24',
			],
			servers,
		);
		expect(added.code, added.stderr).toBe(0);
		expect(added.stdout).toMatch(
			/Added: +1 {2}eu ttt +203\.0\.113\.10:27015 {2}24 slots {2}EU TTT #1/,
		);

		const listed = await runScript('game-server', ['list'], servers);
		expect(listed.stdout).toContain('EU TTT #1');

		const bad = await runScript(
			'game-server',
			['add', '--title', 'X', '--address', 'nowhere', '--region', 'eu', '--mode', 'ttt'],
			servers,
		);
		expect(bad.code).toBe(1);
		expect(bad.stderr).toContain('address: address must be host:port');

		const removed = await runScript('game-server', ['remove', '1'], servers);
		expect(removed.stdout).toContain('Removed game server 1 and its 0 admin configurations.');
		expect((await runScript('game-server', ['remove', '1'], servers)).code).toBe(1);

		// No demo data came with the new database.
		const site = await database.open();
		const accounts = site.db.selectFrom('accounts').select((eb) => eb.fn.countAll().as('n'));
		expect(await accounts.executeTakeFirst()).toEqual({ n: 0 });
		await site.close();
	}, 120_000);

	it('account:root prints a set-password link on the public address', async () => {
		const result = await runScript('account-root', ['owner@nova.example'], production);
		expect(result.code, result.stderr).toBe(0);
		expect(result.stdout).toContain('Root account owner <owner@nova.example> created');
		expect(result.stdout).toMatch(/^https:\/\/nova\.example\/reset-password\/[0-9a-f]{64}$/m);
		const again = await runScript('account-root', ['owner@nova.example'], production);
		expect(again.code).toBe(1);
		expect(again.stderr).toContain('exists already');
	}, 30_000);

	it('refuse a database that holds the demo accounts', async () => {
		const demoPath = join(folder, 'demo.db');
		(await openTestSqlite(demoPath, CHEAP_SEED)).close();
		const result = await runScript('game-server', ['list'], {
			...production,
			DATABASE_PATH: demoPath,
		});
		expect(result.code).toBe(1);
		expect(result.stderr).toContain('holds the demo accounts');
	}, 30_000);
});

describe('account:root in demo mode', () => {
	it('links to the address the server listens on', async () => {
		// Seeded here at the cheap password cost; the script finds the demo community in place.
		const path = join(folder, 'demo-root.db');
		(await openTestSqlite(path, CHEAP_SEED)).close();
		const result = await runScript('account-root', ['boss@example.org', '--username', 'Boss'], {
			DATABASE_PATH: path,
			HOST: '127.0.0.1',
			PORT: '4555',
		});
		expect(result.code, result.stderr).toBe(0);
		expect(result.stdout).toMatch(/^http:\/\/127\.0\.0\.1:4555\/reset-password\/[0-9a-f]{64}$/m);
	}, 30_000);
});
