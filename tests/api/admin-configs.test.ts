import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, GameAdminConfigListSchema } from '../../src/contract/admin';
import { createRootApp, freshSteamId, readAudit } from '../fixtures/admin-api';
import { expectPostgresIndexUsed, expectQueryIndexed } from '../fixtures/query-plan';
import { testEngine } from '../fixtures/reference-api';
import { strictAnswer } from '../fixtures/strict-schema';

const steamId = freshSteamId(1);

/** A valid new EU config with custom flags on every server. */
const NEW_CONFIG = {
	player_steamid: steamId,
	player_name: 'Testplayer',
	immunity: 40,
	server_id: null,
	group_id: null,
	flags: 'a,b,vip',
	region: 'eu',
};

describe('GET /game-admins', () => {
	it("lists the region's configs with group and server names, flags as a comma list", async () => {
		const { call } = await createRootApp();
		const { status, json } = await call('GET', '/game-admins?region=na');
		expect(status).toBe(200);
		const configs = strictAnswer(GameAdminConfigListSchema).parse(json);
		expect(configs.every((config) => config.region === 'na')).toBe(true);
		const grouped = json.find((config: { group_id: number | null }) => config.group_id !== null);
		expect(grouped).toMatchObject({ flags: '', group_name: expect.any(String) });
		const custom = json.find((config: { flags: string }) => config.flags.includes(','));
		expect(custom.flags).toMatch(/^[^\s,]+(,[^\s,]+)+$/);
	});

	it('finds a region and a player through the index', async () => {
		const { db, queries } = await createRootApp();
		const query = queries
			.selectFrom('game_admins')
			.select('id')
			.where('region', '=', 'eu')
			.where('player_steamid', '=', steamId);
		if (testEngine === 'sqlite') expectQueryIndexed(db, query, 'game_admins_region_player');
		else await expectPostgresIndexUsed(queries, query, 'game_admins_region_player');
	});
});

describe('POST /game-admins', () => {
	it('creates a config, answers it with 201 and audits it', async () => {
		const { call, queries } = await createRootApp();
		const { status, json } = await call('POST', '/game-admins', NEW_CONFIG);
		expect(status).toBe(201);
		expect(json).toMatchObject({ ...NEW_CONFIG, id: expect.any(Number), server_name: null });
		expect(new Date(json.created).getTime()).not.toBeNaN();
		const listed = await call('GET', '/game-admins?region=eu');
		expect(listed.json).toContainEqual(json);
		const [entry] = await readAudit(queries);
		expect(entry).toMatchObject({
			account_name: 'root',
			action: 'create',
			entity: 'game_admin',
			entity_id: String(json.id),
			region: 'eu',
			before_json: null,
		});
		expect(JSON.parse(entry!.after_json!)).toEqual(json);
	});

	it('defaults immunity to 100, the server to all servers and stores no flags with a group', async () => {
		const { call } = await createRootApp();
		const groups = await call('GET', '/game-groups?region=eu');
		const { json } = await call('POST', '/game-admins', {
			player_steamid: steamId,
			group_id: groups.json[0].id,
			flags: 'a,b',
			region: 'eu',
		});
		expect(json).toMatchObject({ immunity: 100, server_id: null, flags: '', player_name: '' });
		expect(json.group_name).toBe(groups.json[0].name);
	});

	it('takes flags as an array too and drops repeats', async () => {
		const { call } = await createRootApp();
		const { json } = await call('POST', '/game-admins', {
			...NEW_CONFIG,
			flags: ['z', 'z', 'root'],
		});
		expect(json.flags).toBe('z,root');
	});

	it('learns a new custom flag for the region', async () => {
		const { call } = await createRootApp();
		await call('POST', '/game-admins', { ...NEW_CONFIG, flags: 'eventhost' });
		expect((await call('GET', '/game-flags?region=eu')).json).toContain('eventhost');
		expect((await call('GET', '/game-flags?region=na')).json).not.toContain('eventhost');
	});

	it.each([
		[{ player_steamid: undefined }, ADMIN_MESSAGES.steamIdRequired],
		[{ player_steamid: '   ' }, ADMIN_MESSAGES.steamIdRequired],
		[{ player_steamid: '7656119800000000' }, ADMIN_MESSAGES.steamIdInvalid],
		[{ player_steamid: '765611980000000001' }, ADMIN_MESSAGES.steamIdInvalid],
		[{ player_steamid: '12345678901234567' }, ADMIN_MESSAGES.steamIdInvalid],
		[{ player_steamid: 76561198000000000 }, ADMIN_MESSAGES.steamIdRequired],
		[{ immunity: -1 }, ADMIN_MESSAGES.immunityRange],
		[{ immunity: 101 }, ADMIN_MESSAGES.immunityRange],
		[{ immunity: 50.5 }, ADMIN_MESSAGES.immunityRange],
		[{ immunity: '50' }, ADMIN_MESSAGES.immunityRange],
		[{ flags: 'a b' }, ADMIN_MESSAGES.flagNameInvalid],
		[{ flags: ['a,b'] }, ADMIN_MESSAGES.flagNameInvalid],
		[{ flags: 'a,,b' }, ADMIN_MESSAGES.flagNameRequired],
		[{ server_id: 999 }, ADMIN_MESSAGES.unknownServer],
		[{ group_id: 999 }, ADMIN_MESSAGES.unknownGroup],
	])('refuses %o with 400', async (change, message) => {
		const { call, queries } = await createRootApp();
		const response = await call('POST', '/game-admins', { ...NEW_CONFIG, ...change });
		expect(response).toEqual({ status: 400, json: { message } });
		expect(await readAudit(queries)).toEqual([]);
	});

	it('refuses a server or group of the other region', async () => {
		const { call } = await createRootApp();
		const naServer = (await call('GET', '/game-servers?region=na')).json[0].id;
		const naGroup = (await call('GET', '/game-groups?region=na')).json[0].id;
		expect(
			(await call('POST', '/game-admins', { ...NEW_CONFIG, server_id: naServer })).json,
		).toEqual({
			message: ADMIN_MESSAGES.unknownServer,
		});
		expect((await call('POST', '/game-admins', { ...NEW_CONFIG, group_id: naGroup })).json).toEqual(
			{
				message: ADMIN_MESSAGES.unknownGroup,
			},
		);
	});
});

describe('player names of admin configs', () => {
	it('drops control, bidirectional and zero-width characters before storing a name', async () => {
		const { call } = await createRootApp();
		const { status, json } = await call('POST', '/game-admins', {
			...NEW_CONFIG,
			player_steamid: freshSteamId(2),
			player_name: '\u202eAdmin\u0000\u200bName\u001b ',
		});
		expect(status).toBe(201);
		expect(json.player_name).toBe('AdminName');
	});
});

describe('PUT /game-admins/{id}', () => {
	it('replaces the fields and audits before and after', async () => {
		const { call, queries } = await createRootApp();
		const created = (await call('POST', '/game-admins', NEW_CONFIG)).json;
		const server = (await call('GET', '/game-servers?region=eu')).json[1];
		const { status, json } = await call('PUT', `/game-admins/${created.id}`, {
			...NEW_CONFIG,
			player_name: 'Renamed',
			immunity: 0,
			server_id: server.id,
			flags: 'c',
		});
		expect(status).toBe(200);
		expect(json).toMatchObject({ id: created.id, player_name: 'Renamed', immunity: 0, flags: 'c' });
		expect(json.server_name).toBe(server.hostname);
		const entry = (await readAudit(queries)).at(-1)!;
		expect(entry).toMatchObject({
			action: 'update',
			entity: 'game_admin',
			entity_id: String(created.id),
		});
		expect(JSON.parse(entry.before_json!)).toEqual(created);
		expect(JSON.parse(entry.after_json!)).toEqual(json);
	});

	it('edits a protected config (id 0): only deleting them is refused', async () => {
		const { call } = await createRootApp();
		const config = (await call('GET', '/game-admins?region=eu')).json.find(
			(row: { id: number }) => row.id === 0,
		);
		const { status, json } = await call('PUT', '/game-admins/0', { ...config, immunity: 99 });
		expect(status).toBe(200);
		expect(json.immunity).toBe(99);
	});

	it('answers 404 for an unknown id or a config of the other region', async () => {
		const { call } = await createRootApp();
		for (const path of ['/game-admins/9999', '/game-admins/2']) {
			expect(await call('PUT', path, NEW_CONFIG)).toEqual({
				status: 404,
				json: { message: ADMIN_MESSAGES.configNotFound },
			});
		}
	});

	it('validates the body like POST', async () => {
		const { call } = await createRootApp();
		const response = await call('PUT', '/game-admins/5', { ...NEW_CONFIG, player_steamid: '' });
		expect(response).toEqual({ status: 400, json: { message: ADMIN_MESSAGES.steamIdRequired } });
	});
});

describe('DELETE /game-admins/{id}', () => {
	it('deletes a config and audits what it was', async () => {
		const { call, queries } = await createRootApp();
		const created = (await call('POST', '/game-admins', NEW_CONFIG)).json;
		expect(await call('DELETE', `/game-admins/${created.id}?region=eu`)).toEqual({
			status: 200,
			json: { id: created.id },
		});
		const ids = (await call('GET', '/game-admins?region=eu')).json.map(
			(row: { id: number }) => row.id,
		);
		expect(ids).not.toContain(created.id);
		const entry = (await readAudit(queries)).at(-1)!;
		expect(entry).toMatchObject({
			action: 'delete',
			entity_id: String(created.id),
			after_json: null,
		});
		expect(JSON.parse(entry.before_json!)).toEqual(created);
	});

	it.each([
		[0, 'eu'],
		[1, 'eu'],
		[3, 'na'],
	])('refuses to delete the protected config %d (409)', async (id, region) => {
		const { call, queries } = await createRootApp();
		expect(await call('DELETE', `/game-admins/${id}?region=${region}`)).toEqual({
			status: 409,
			json: { message: ADMIN_MESSAGES.protectedConfig },
		});
		expect(await readAudit(queries)).toEqual([]);
	});

	it('deletes config 2, which is not protected', async () => {
		const { call } = await createRootApp();
		expect((await call('DELETE', '/game-admins/2?region=na')).status).toBe(200);
	});

	it('answers 404 for an unknown id or another region', async () => {
		const { call } = await createRootApp();
		expect((await call('DELETE', '/game-admins/9999?region=eu')).status).toBe(404);
		expect((await call('DELETE', '/game-admins/2?region=eu')).status).toBe(404);
	});
});

describe('the audit log', () => {
	it('refuses to change or remove its rows', async () => {
		const { call, queries } = await createRootApp();
		await call('POST', '/game-admins', NEW_CONFIG);
		await expect(queries.deleteFrom('admin_audit').execute()).rejects.toThrow('append-only');
		await expect(
			queries.updateTable('admin_audit').set({ account_name: 'x' }).execute(),
		).rejects.toThrow('append-only');
		expect(await readAudit(queries)).toHaveLength(1);
	});
});
