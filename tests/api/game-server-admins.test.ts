import { describe, expect, it } from 'vitest';
import {
	CSS_STANDARD_FLAGS,
	CssAdminGroupsSchema,
	CssAdminsSchema,
} from '../../src/contract/game-server-admins';
import { INGEST_KEY_REQUIRED, INGEST_KEY_UNBOUND } from '../../src/contract/ingest';
import type { SiteDb } from '../../src/server/db/kysely';
import { removeGameServer } from '../../src/server/servers/manage';
import {
	describeValue,
	DOCUMENTED_ADMIN_GROUPS,
	DOCUMENTED_ADMINS,
	DOCUMENTED_STANDARD_PERMISSIONS,
} from '../fixtures/css-admin-docs';
import { issueIngestKey } from '../fixtures/ingest-servers';
import { createTestApp, type TestApp } from '../fixtures/reference-api';

const ADMINS = '/api/ingest/admins';
const GROUPS = '/api/ingest/admin-groups';
const id = (n: number) => `7656119800000${String(n).padStart(4, '0')}`;

/** The id of a group of the region, by name (the reference seed gives every region six). */
async function groupId(db: SiteDb, region: string, name: string): Promise<number> {
	const group = await db
		.selectFrom('game_groups')
		.select('id')
		.where('region', '=', region)
		.where('name', '=', name)
		.executeTakeFirstOrThrow();
	return group.id;
}

async function addConfig(
	db: SiteDb,
	config: {
		region: string;
		steamId: string;
		name: string;
		immunity: number;
		serverId?: number | null;
		groupId?: number | null;
		flags?: string;
	},
) {
	await db
		.insertInto('game_admins')
		.values({
			region: config.region,
			player_steamid: config.steamId,
			player_name: config.name,
			immunity: config.immunity,
			server_id: config.serverId ?? null,
			group_id: config.groupId ?? null,
			flags: config.flags ?? '',
			created: new Date().toISOString(),
		})
		.execute();
}

/** A test API whose admin configs are only the ones each test adds (the seed's are dropped). */
async function setUp() {
	const test = await createTestApp();
	await test.queries.deleteFrom('game_admins').execute();
	const own = await issueIngestKey(test.queries, { region: 'eu', mode: 'ttt' });
	const sibling = await issueIngestKey(test.queries, { region: 'eu', mode: 'jailbreak' });
	const abroad = await issueIngestKey(test.queries, { region: 'na', mode: 'ttt' });
	return { ...test, own, sibling, abroad };
}

async function read(app: TestApp, path: string, headers: Record<string, string>) {
	const response = await app.request(path, { headers });
	return { response, json: response.status === 200 ? await response.json() : undefined };
}

describe('GET /api/ingest/admins', () => {
	it("answers the server's own and its region's configs, one entry per player", async () => {
		const { app, queries, own, sibling, abroad } = await setUp();
		const admin = await groupId(queries, 'eu', 'Admin');
		const vip = await groupId(queries, 'eu', 'VIP');
		// Kestrel: a group everywhere, own flags on this server, more on another (not applying).
		await addConfig(queries, {
			region: 'eu',
			steamId: id(1),
			name: 'Kestrel',
			immunity: 70,
			groupId: admin,
		});
		await addConfig(queries, {
			region: 'eu',
			steamId: id(1),
			name: 'Kestrel',
			immunity: 80,
			serverId: own.server.id,
			flags: 'm,vip,staff,z,root',
		});
		await addConfig(queries, {
			region: 'eu',
			steamId: id(1),
			name: 'Kestrel',
			immunity: 95,
			serverId: sibling.server.id,
			flags: 'n',
		});
		// Two players named Twin get distinct keys; a nameless one is keyed by SteamID.
		await addConfig(queries, {
			region: 'eu',
			steamId: id(2),
			name: 'Twin',
			immunity: 30,
			serverId: own.server.id,
			flags: 'a',
		});
		await addConfig(queries, {
			region: 'eu',
			steamId: id(3),
			name: 'Twin',
			immunity: 10,
			groupId: vip,
		});
		await addConfig(queries, { region: 'eu', steamId: id(4), name: '', immunity: 0, flags: 'b' });
		// Invisible here: another server of the region, and the other region.
		await addConfig(queries, {
			region: 'eu',
			steamId: id(5),
			name: 'Elsewhere',
			immunity: 50,
			serverId: sibling.server.id,
			flags: 'c',
		});
		await addConfig(queries, {
			region: 'na',
			steamId: id(6),
			name: 'Abroad',
			immunity: 50,
			flags: 'c',
		});

		const { response, json } = await read(app, ADMINS, own.headers);
		expect(response.status).toBe(200);
		expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
		const admins = CssAdminsSchema.parse(json);
		expect(admins).toEqual({
			Kestrel: {
				identity: id(1),
				flags: ['@community/staff', '@css/rcon', '@css/root', '@css/vip'],
				immunity: 80,
				groups: ['#Admin'],
			},
			[`Twin (${id(2)})`]: {
				identity: id(2),
				flags: ['@css/reservation'],
				immunity: 30,
				groups: [],
			},
			[`Twin (${id(3)})`]: { identity: id(3), flags: [], immunity: 10, groups: ['#VIP'] },
			[id(4)]: { identity: id(4), flags: ['@css/generic'], immunity: 0, groups: [] },
		});
		expect(Object.keys(admins)).toEqual(Object.keys(admins).sort());

		// Only one Twin applies there: a suffix only where names collide in the same file.
		const there = CssAdminsSchema.parse((await read(app, ADMINS, sibling.headers)).json);
		expect(Object.keys(there).sort()).toEqual(['Elsewhere', 'Kestrel', 'Twin', id(4)].sort());
		expect(there.Kestrel).toMatchObject({ flags: ['@css/cheats'], immunity: 95 });
		expect(CssAdminsSchema.parse((await read(app, ADMINS, abroad.headers)).json)).toEqual({
			Abroad: { identity: id(6), flags: ['@css/kick'], immunity: 50, groups: [] },
		});
	});

	it('keeps every admin when a name equals the key another one gets for a shared name', async () => {
		const { app, queries, own } = await setUp();
		await addConfig(queries, {
			region: 'eu',
			steamId: id(11),
			name: 'Dup',
			immunity: 90,
			flags: 'd',
		});
		await addConfig(queries, {
			region: 'eu',
			steamId: id(12),
			name: 'Dup',
			immunity: 20,
			flags: 'a',
		});
		await addConfig(queries, {
			region: 'eu',
			steamId: id(13),
			name: `Dup (${id(11)})`,
			immunity: 5,
		});
		// A name that is another admin's SteamID64 takes no key from that admin either.
		await addConfig(queries, { region: 'eu', steamId: id(14), name: '', immunity: 1 });
		await addConfig(queries, { region: 'eu', steamId: id(15), name: id(14), immunity: 2 });

		const admins = CssAdminsSchema.parse((await read(app, ADMINS, own.headers)).json);
		const identities = Object.values(admins).map((admin) => admin.identity);
		expect(identities.sort()).toEqual([id(11), id(12), id(13), id(14), id(15)]);
		expect(admins[`Dup (${id(11)})`]?.identity).toBe(id(13));
		expect(admins[id(11)]).toMatchObject({ identity: id(11), flags: ['@css/ban'], immunity: 90 });
		expect(admins[`Dup (${id(12)})`]?.identity).toBe(id(12));
		expect(admins[id(14)]?.identity).toBe(id(15));
		expect(admins[`${id(14)} (2)`]?.identity).toBe(id(14));
	});

	it('uses only the fields and value kinds of CounterStrikeSharp’s documented example', async () => {
		const { app, queries, own } = await setUp();
		await addConfig(queries, {
			region: 'eu',
			steamId: id(7),
			name: 'Doc',
			immunity: 60,
			groupId: await groupId(queries, 'eu', 'Staff'),
		});
		await addConfig(queries, {
			region: 'eu',
			steamId: id(7),
			name: 'Doc',
			immunity: 60,
			flags: 'g,b',
		});
		const documented = new Map<string, string>();
		for (const entry of Object.values(DOCUMENTED_ADMINS)) {
			for (const [field, value] of Object.entries(entry))
				documented.set(field, describeValue(value));
		}
		const { json } = await read(app, ADMINS, own.headers);
		const entry = (json as Record<string, Record<string, unknown>>).Doc!;
		for (const [field, value] of Object.entries(entry)) {
			expect(describeValue(value), field).toBe(documented.get(field));
		}
		expect(entry.flags).toEqual(['@css/changemap', '@css/generic']);
	});

	it('maps every SourceMod letter to a standard CounterStrikeSharp permission', () => {
		for (const permission of Object.values(CSS_STANDARD_FLAGS)) {
			expect(DOCUMENTED_STANDARD_PERMISSIONS).toContain(permission);
		}
		expect(Object.keys(CSS_STANDARD_FLAGS)).toEqual(expect.arrayContaining([...'abcdefghijklmnz']));
	});
});

describe('GET /api/ingest/admin-groups', () => {
	it("answers the region's groups keyed #<name>, in the documented shape", async () => {
		const { app, queries, own, abroad } = await setUp();
		await queries
			.insertInto('game_groups')
			.values({ region: 'na', name: 'Night Shift', immunity: 40, flags: 'c,vip' })
			.execute();
		const groups = CssAdminGroupsSchema.parse((await read(app, GROUPS, own.headers)).json);
		expect(groups['#Root']).toEqual({ flags: ['@css/root'], immunity: 100 });
		expect(groups['#VIP']).toEqual({ flags: ['@css/reservation', '@css/vip'], immunity: 10 });
		expect(groups['#Staff']!.flags).toContain('@community/staff');
		expect(groups['#Night Shift']).toBeUndefined();
		const documented = Object.values(DOCUMENTED_ADMIN_GROUPS)[0]!;
		expect(describeValue(groups['#Root']!.flags)).toBe(describeValue(documented.flags));

		const theirs = CssAdminGroupsSchema.parse((await read(app, GROUPS, abroad.headers)).json);
		expect(theirs['#Night Shift']).toEqual({ flags: ['@css/kick', '@css/vip'], immunity: 40 });
	});
});

describe('admin configs for game servers: ETag, keys', () => {
	it.each([ADMINS, GROUPS])(
		'%s answers 304 to a matching If-None-Match and a new tag after a change',
		async (path) => {
			const { app, queries, own } = await setUp();
			await addConfig(queries, {
				region: 'eu',
				steamId: id(8),
				name: 'Poller',
				immunity: 20,
				flags: 'a',
			});
			const first = await app.request(path, { headers: own.headers });
			const etag = first.headers.get('ETag')!;
			expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
			// The answer depends on the key: no shared cache may keep it for another client.
			expect(first.headers.get('Cache-Control')).toBe('private, no-cache');
			expect(first.headers.get('Vary')).toBe('Authorization, X-Ingest-Key');
			for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
				const again = await app.request(path, {
					headers: { ...own.headers, 'If-None-Match': ifNoneMatch },
				});
				expect(again.status, ifNoneMatch).toBe(304);
				expect(again.headers.get('ETag')).toBe(etag);
				expect(await again.text()).toBe('');
			}
			const stale = await app.request(path, {
				headers: { ...own.headers, 'If-None-Match': '"stale"' },
			});
			expect(stale.status).toBe(200);

			await queries
				.updateTable('game_groups')
				.set({ immunity: 11 })
				.where('region', '=', 'eu')
				.where('name', '=', 'VIP')
				.execute();
			await addConfig(queries, {
				region: 'eu',
				steamId: id(9),
				name: 'Newcomer',
				immunity: 5,
				flags: 'b',
			});
			const changed = await app.request(path, {
				headers: { ...own.headers, 'If-None-Match': etag },
			});
			expect(changed.status).toBe(200);
			expect(changed.headers.get('ETag')).not.toBe(etag);
		},
	);

	it('needs a live key bound to a server of the list', async () => {
		const { app, queries, own } = await setUp();
		const none = await app.request(ADMINS);
		expect(none.status).toBe(401);
		expect(await none.json()).toEqual({ message: INGEST_KEY_REQUIRED });
		await removeGameServer(queries, own.server.id);
		const unbound = await app.request(GROUPS, { headers: own.headers });
		expect(unbound.status).toBe(403);
		expect(await unbound.json()).toEqual({ message: INGEST_KEY_UNBOUND });
	});
});
