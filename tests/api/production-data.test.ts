import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { createRootAccount, RootAccountError } from '../../src/server/auth/root-account';
import { sqliteQueries } from '../../src/server/db/kysely';
import { createPasswordHasher } from '../../src/server/auth/passwords';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import { DatabaseRefusedError, openSiteDatabase } from '../../src/server/site-database';
import {
	addGameServer,
	GameServerError,
	listGameServerRows,
	removeGameServer,
} from '../../src/server/servers/manage';
import { createCaller } from '../fixtures/admin-api';
import { openProductionDatabase } from '../fixtures/production-database';
import {
	CHEAP_SEED,
	createDemoAdapters,
	logIn,
	postJson,
	TEST_PASSWORD_COST,
	openTestSqlite,
} from '../fixtures/reference-api';
import { checkAnswersOf } from '../fixtures/openapi-answers';
import { tempFolder } from '../fixtures/temp-folder';

const PASSWORD = 'Fresh-Start-42!';

function makeTempPath(): string {
	return join(tempFolder('site-production'), 'site.db');
}

function count(db: Database, table: string): number {
	return (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
}

/** A production database and its API, with cheap password hashing. */
async function createProductionApp() {
	const db = await openTestSqlite(':memory:', { ...CHEAP_SEED, mode: 'production' });
	const passwords = createPasswordHasher({ cost: TEST_PASSWORD_COST });
	const app = checkAnswersOf(
		createApp({
			db: sqliteQueries(db),
			adapters: createDemoAdapters(),
			passwords,
			mode: 'production',
		}),
	);
	return { db, app };
}

/** A production database on the run's engine and its API, with cheap password hashing. */
async function createProductionSite() {
	const site = await openProductionDatabase();
	const passwords = createPasswordHasher({ cost: TEST_PASSWORD_COST });
	const app = checkAnswersOf(
		createApp({
			db: site.db,
			adapters: createDemoAdapters(),
			passwords,
			mode: 'production',
		}),
	);
	return { queries: site.db, app };
}

describe('a production database', () => {
	it('holds none of the invented community, only the reference data', async () => {
		const { db } = await createProductionApp();
		for (const table of [
			'accounts',
			'game_servers',
			'discord_guilds',
			'discord_events',
			'discord_users',
			'staff_descriptions',
			'ttt_rounds',
			'ttt_egg_pickups',
			'jailbreak_noscopes',
			'jailbreak_poops',
			'jailbreak_lootbag_pickups',
			'donations',
			'game_admins',
			'ingest_keys',
		]) {
			expect(count(db, table), table).toBe(0);
		}
		expect(count(db, 'game_flags')).toBe(36);
		expect(count(db, 'game_groups')).toBe(12);
	});

	it('is refused in production once it holds the demo accounts, and used in demo', async () => {
		const path = makeTempPath();
		(await openTestSqlite(path, CHEAP_SEED)).close();
		const quiet = () => {};
		await expect(openSiteDatabase({ path }, 'production', quiet)).rejects.toThrow(
			DatabaseRefusedError,
		);
		await expect(openSiteDatabase({ path }, 'production', quiet)).rejects.toThrow(
			DEMO_ACCOUNTS.root.email,
		);
		await (await openSiteDatabase({ path }, 'demo', quiet)).close();
	});

	it('opens again in production, with the same data', async () => {
		const path = makeTempPath();
		await (await openSiteDatabase({ path }, 'production')).close();
		const site = await openSiteDatabase({ path }, 'production');
		expect(await site.db.selectFrom('accounts').select('id').execute()).toEqual([]);
		await site.close();
	});
});

describe('createRootAccount', () => {
	it('makes a verified root account whose reset link sets the password', async () => {
		const { queries, app } = await createProductionSite();
		const { username, link } = await createRootAccount(queries, {
			email: 'owner@nova.example',
			linkBaseUrl: 'https://nova.example/',
			passwordCost: TEST_PASSWORD_COST,
		});
		expect(username).toBe('owner');
		expect(link).toMatch(/^https:\/\/nova\.example\/reset-password\/[0-9a-f]{64}$/);
		const token = link.split('/').at(-1)!;

		const reset = await postJson(app, '/api/auth/reset-password', { token, password: PASSWORD });
		expect(reset.status).toBe(200);
		const call = createCaller(app, await logIn(app, 'owner@nova.example', PASSWORD));
		expect((await call('GET', '/auth/user')).json).toMatchObject({
			username: 'owner',
			role: 'root',
		});
		// The root account runs the admin area of an empty site: groups and flags, no admins.
		expect((await call('GET', '/game-groups?region=eu')).json).toHaveLength(6);
		expect((await call('GET', '/game-admins?region=eu')).json).toEqual([]);
		expect((await call('GET', '/game-servers?region=eu')).json).toEqual([]);

		const again = await postJson(app, '/api/auth/reset-password', { token, password: PASSWORD });
		expect(again.status).toBe(400);
	});

	it('derives a free username from the e-mail, or takes the one given', async () => {
		const { queries } = await createProductionSite();
		const make = async (email: string, username?: string) =>
			(
				await createRootAccount(queries, {
					email,
					username,
					linkBaseUrl: 'https://nova.example',
					passwordCost: TEST_PASSWORD_COST,
				})
			).username;
		expect(await make('jane.doe+site@nova.example')).toBe('janedoesite');
		expect(await make('jane.doe.site@other.example')).toBe('janedoesite2');
		expect(await make('___@nova.example')).toBe('root');
		expect(await make('boss@nova.example', 'TheBoss')).toBe('TheBoss');
	});

	it.each([
		[{ email: 'not-an-email' }, "'not-an-email' is not an e-mail address."],
		[{ email: 'owner@nova.example' }, 'An account with the e-mail owner@nova.example exists'],
		[{ email: 'x@nova.example', username: 'no spaces' }, "'no spaces' is not a username"],
		[{ email: 'y@nova.example', username: 'owner' }, 'The username owner is taken.'],
	])('refuses %o', async (input, message) => {
		const { queries } = await createProductionSite();
		await createRootAccount(queries, {
			email: 'owner@nova.example',
			linkBaseUrl: 'https://nova.example',
			passwordCost: TEST_PASSWORD_COST,
		});
		const attempt = () =>
			createRootAccount(queries, {
				...input,
				linkBaseUrl: 'https://nova.example',
				passwordCost: TEST_PASSWORD_COST,
			});
		await expect(attempt()).rejects.toThrow(RootAccountError);
		await expect(attempt()).rejects.toThrow(message);
	});
});

describe('game server list', () => {
	const EU_TTT = {
		title: 'EU TTT #1',
		address: '203.0.113.10:27015',
		region: 'eu' as const,
		mode: 'ttt' as const,
		maxPlayers: '24',
	};

	it('adds servers the servers list and the admin area show, and removes them', async () => {
		const { db, app } = await createProductionApp();
		const queries = sqliteQueries(db);
		const first = await addGameServer(queries, EU_TTT);
		const second = await addGameServer(queries, {
			title: 'NA Jailbreak',
			address: 'jb.nova.example:27016',
			region: 'na',
			mode: 'jailbreak',
			maxPlayers: 64,
			queryPort: '27116',
			image: 'https://cdn.nova.example/jb.png',
		});
		expect(first).toMatchObject({ img: '/images/servers/ttt.svg', query_port: null });
		expect(second).toMatchObject({ host: 'jb.nova.example', port: 27016, query_port: 27116 });
		expect(second.sort_order).toBeGreaterThan(first.sort_order);

		const servers = await (await app.request('/api/servers')).json();
		expect(servers.map((server: { title: string }) => server.title)).toEqual([
			'EU TTT #1',
			'NA Jailbreak',
		]);
		await createRootAccount(sqliteQueries(db), {
			email: 'owner@nova.example',
			linkBaseUrl: 'https://nova.example',
			passwordCost: TEST_PASSWORD_COST,
		});
		db.prepare('UPDATE accounts SET password_hash = ?').run(
			await createPasswordHasher({ cost: TEST_PASSWORD_COST }).hash(PASSWORD),
		);
		const call = createCaller(app, await logIn(app, 'owner@nova.example', PASSWORD));
		expect((await call('GET', '/game-servers?region=na')).json).toEqual([
			{ id: second.id, hostname: 'NA Jailbreak', address: 'jb.nova.example:27016' },
		]);

		expect(await removeGameServer(queries, first.id)).toEqual({ adminConfigs: 0 });
		expect(await removeGameServer(queries, first.id)).toBeNull();
		expect((await listGameServerRows(queries)).map((row) => row.id)).toEqual([second.id]);
	});

	it.each([
		[{ address: '203.0.113.10' }, 'address: address must be host:port'],
		[{ address: '203.0.113.10:70000' }, 'the port must be 1 to 65535'],
		[{ region: 'eu-west' }, 'region'],
		[{ mode: 'deathmatch' }, 'mode'],
		[{ maxPlayers: '0' }, 'maxPlayers'],
		[{ title: ' ' }, 'title'],
		[{ image: 'javascript:alert(1)' }, 'image must be a path on this site or an https URL'],
	])('refuses %o, naming the field', async (change, message) => {
		const queries = sqliteQueries((await createProductionApp()).db);
		await expect(addGameServer(queries, { ...EU_TTT, ...change } as never)).rejects.toThrow(
			GameServerError,
		);
		await expect(addGameServer(queries, { ...EU_TTT, ...change } as never)).rejects.toThrow(
			message,
		);
	});

	it('refuses a second server at the same address', async () => {
		const queries = sqliteQueries((await createProductionApp()).db);
		await addGameServer(queries, EU_TTT);
		await expect(addGameServer(queries, EU_TTT)).rejects.toThrow(
			'A game server at 203.0.113.10:27015 is on the list already.',
		);
	});
});
