import { InsertQueryNode, type KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, GameGroupListSchema } from '../../src/contract/admin';
import { listFlags } from '../../src/server/admin/flags';
import {
	createGroup,
	deleteGroup,
	listGroups,
	updateGroup,
	updateGroupFlags,
} from '../../src/server/admin/groups';
import { createRootApp, freshSteamId, readAudit } from '../fixtures/admin-api';
import { strictAnswer } from '../fixtures/strict-schema';

describe('GET /game-groups, /game-servers, /game-flags', () => {
	it("lists the region's groups with flags as a comma list", async () => {
		const { call } = await createRootApp();
		const { json } = await call('GET', '/game-groups?region=eu');
		expect(json.length).toBeGreaterThanOrEqual(5);
		expect(json[0]).toEqual({
			id: expect.any(Number),
			name: 'Root',
			immunity: 100,
			flags: 'z,root',
			region: 'eu',
		});
		expect(strictAnswer(GameGroupListSchema).parse(json)[0]!.flags).toEqual(['z', 'root']);
	});

	it("lists the region's game servers from the server list as id, hostname and address", async () => {
		const { call } = await createRootApp();
		const servers = (await call('GET', '/servers')).json;
		const { json } = await call('GET', '/game-servers?region=na');
		expect(json).toEqual(
			servers
				.filter((server: { region: string }) => server.region === 'na')
				.map((server: { id: number; title: string; host: string; port: number }) => ({
					id: server.id,
					hostname: server.title,
					address: `${server.host}:${server.port}`,
				})),
		);
	});

	it("lists SourceMod's flags and the custom ones as plain strings", async () => {
		const { call } = await createRootApp();
		const { json } = await call('GET', '/game-flags?region=na');
		expect(json.slice(0, 3)).toEqual(['a', 'b', 'c']);
		expect(json).toEqual(expect.arrayContaining(['z', 'root', 'staff', 'vip']));
	});
});

describe('POST /game-groups', () => {
	it('creates a group with 201, defaults immunity to 100 and audits it', async () => {
		const { call, queries } = await createRootApp();
		const { status, json } = await call('POST', '/game-groups', {
			name: '  Event Team ',
			flags: 'a,eventhost',
			region: 'na',
		});
		expect(status).toBe(201);
		expect(json).toEqual({
			id: expect.any(Number),
			name: 'Event Team',
			immunity: 100,
			flags: 'a,eventhost',
			region: 'na',
		});
		expect((await call('GET', '/game-flags?region=na')).json).toContain('eventhost');
		expect(await readAudit(queries)).toEqual([
			expect.objectContaining({
				action: 'create',
				entity: 'game_group',
				entity_id: String(json.id),
			}),
		]);
	});

	it.each([
		[{ name: '' }, ADMIN_MESSAGES.groupNameRequired],
		[{ name: '   ' }, ADMIN_MESSAGES.groupNameRequired],
		[{ name: undefined }, ADMIN_MESSAGES.groupNameRequired],
		[{ immunity: 101 }, ADMIN_MESSAGES.immunityRange],
		[{ immunity: -5 }, ADMIN_MESSAGES.immunityRange],
		[{ flags: 'a,b c' }, ADMIN_MESSAGES.flagNameInvalid],
		[{ flags: ['ok', ''] }, ADMIN_MESSAGES.flagNameRequired],
	])('refuses %o with 400', async (change, message) => {
		const { call } = await createRootApp();
		const response = await call('POST', '/game-groups', { name: 'Valid', region: 'eu', ...change });
		expect(response).toEqual({ status: 400, json: { message } });
	});

	it('refuses a name the region already has, in any case (409); the other region may use it', async () => {
		const { call } = await createRootApp();
		expect(await call('POST', '/game-groups', { name: 'vip', region: 'eu' })).toEqual({
			status: 409,
			json: { message: ADMIN_MESSAGES.groupNameTaken },
		});
		const added = await call('POST', '/game-groups', { name: 'Only Here', region: 'eu' });
		expect((await call('POST', '/game-groups', { name: 'Only Here', region: 'na' })).status).toBe(
			201,
		);
		expect(added.status).toBe(201);
	});
});

describe('PUT /game-groups/{id} and /flags', () => {
	it('changes name and immunity, keeps the flags, and audits it', async () => {
		const { call, queries } = await createRootApp();
		const group = (await call('POST', '/game-groups', { name: 'Trial', flags: 'a', region: 'eu' }))
			.json;
		const { status, json } = await call('PUT', `/game-groups/${group.id}`, {
			name: 'Trial Mods',
			immunity: 20,
			region: 'eu',
		});
		expect(status).toBe(200);
		expect(json).toEqual({ ...group, name: 'Trial Mods', immunity: 20 });
		const entry = (await readAudit(queries)).at(-1)!;
		expect(entry).toMatchObject({
			action: 'update',
			entity: 'game_group',
			entity_id: String(group.id),
		});
		expect(JSON.parse(entry.before_json!)).toEqual(group);
	});

	it('replaces the flags and audits them', async () => {
		const { call, queries } = await createRootApp();
		const group = (await call('POST', '/game-groups', { name: 'Flaggy', flags: 'a', region: 'eu' }))
			.json;
		const { json } = await call('PUT', `/game-groups/${group.id}/flags`, {
			flags: 'b,c,custom',
			region: 'eu',
		});
		expect(json.flags).toBe('b,c,custom');
		expect((await readAudit(queries)).at(-1)).toMatchObject({
			entity: 'game_group_flags',
			entity_id: String(group.id),
		});
		expect(
			(await call('PUT', `/game-groups/${group.id}/flags`, { flags: 'has space', region: 'eu' }))
				.json,
		).toEqual({ message: ADMIN_MESSAGES.flagNameInvalid });
	});

	it('refuses a rename to a name another group has, but keeps its own', async () => {
		const { call } = await createRootApp();
		const [root] = (await call('GET', '/game-groups?region=eu')).json;
		expect(
			(await call('PUT', `/game-groups/${root.id}`, { name: 'Staff', immunity: 1, region: 'eu' }))
				.status,
		).toBe(409);
		expect(
			(await call('PUT', `/game-groups/${root.id}`, { name: 'ROOT', immunity: 1, region: 'eu' }))
				.status,
		).toBe(200);
	});

	it('answers 404 for a group of the other region or none, 400 for an empty name', async () => {
		const { call } = await createRootApp();
		const [naRoot] = (await call('GET', '/game-groups?region=na')).json;
		const body = { name: 'X', immunity: 1, region: 'eu' };
		expect((await call('PUT', `/game-groups/${naRoot.id}`, body)).status).toBe(404);
		expect((await call('PUT', '/game-groups/999/flags', { flags: '', region: 'eu' })).status).toBe(
			404,
		);
		expect((await call('PUT', `/game-groups/${naRoot.id}`, { ...body, name: '' })).json).toEqual({
			message: ADMIN_MESSAGES.groupNameRequired,
		});
	});
});

describe('DELETE /game-groups/{id}', () => {
	it('deletes an unused group and audits it', async () => {
		const { call, queries } = await createRootApp();
		const group = (await call('POST', '/game-groups', { name: 'Gone Soon', region: 'na' })).json;
		expect(await call('DELETE', `/game-groups/${group.id}?region=na`)).toEqual({
			status: 200,
			json: { id: group.id },
		});
		expect((await call('GET', '/game-groups?region=na')).json).not.toContainEqual(group);
		expect((await readAudit(queries)).at(-1)).toMatchObject({
			action: 'delete',
			entity: 'game_group',
		});
	});

	it('refuses a group that configs still use (409)', async () => {
		const { call } = await createRootApp();
		const group = (await call('POST', '/game-groups', { name: 'In Use', region: 'eu' })).json;
		await call('POST', '/game-admins', {
			player_steamid: freshSteamId(3),
			group_id: group.id,
			region: 'eu',
		});
		expect(await call('DELETE', `/game-groups/${group.id}?region=eu`)).toEqual({
			status: 409,
			json: { message: ADMIN_MESSAGES.groupInUse },
		});
	});

	it('answers 404 for an unknown group or one of the other region', async () => {
		const { call } = await createRootApp();
		const group = (await call('POST', '/game-groups', { name: 'Elsewhere', region: 'eu' })).json;
		expect((await call('DELETE', `/game-groups/${group.id}?region=na`)).status).toBe(404);
		expect((await call('DELETE', '/game-groups/999?region=eu')).status).toBe(404);
	});
});

/** A plugin that fails every insert into `table`, as a broken step of a write would. */
function failingInsertsInto(table: string): KyselyPlugin {
	return {
		transformQuery({ node }) {
			if (InsertQueryNode.is(node) && node.into?.table.identifier.name === table) {
				throw new Error(`No rows go into ${table}`);
			}
			return node;
		},
		transformResult: async ({ result }) => result,
	};
}

describe('a group change that fails half-way', () => {
	const actor = { id: 1, username: 'root' };

	it('writes nothing: not the group, its new flags or an audit entry', async () => {
		const { call, queries } = await createRootApp();
		const failing = queries.withPlugin(failingInsertsInto('admin_audit'));
		const groups = await listGroups(queries, 'eu');
		const flags = await listFlags(queries, 'eu');
		const input = {
			name: 'Half Done',
			immunity: 10,
			flags: ['a', 'halfway'],
			region: 'eu' as const,
		};
		await expect(createGroup(failing, actor, input)).rejects.toThrow('No rows go into');
		expect(await listGroups(queries, 'eu')).toEqual(groups);
		expect(await listFlags(queries, 'eu')).toEqual(flags);
		expect(await readAudit(queries)).toEqual([]);
		// The same change without the fault goes through.
		expect((await call('POST', '/game-groups', { ...input, flags: 'a,halfway' })).status).toBe(201);
	});

	it('leaves a renamed, re-flagged or deleted group as it was', async () => {
		const { queries } = await createRootApp();
		const failing = queries.withPlugin(failingInsertsInto('admin_audit'));
		const groups = await listGroups(queries, 'na');
		const flags = await listFlags(queries, 'na');
		const [group] = groups;
		await expect(
			updateGroup(failing, actor, 'na', group!.id, { name: 'Renamed', immunity: 1 }),
		).rejects.toThrow('No rows go into');
		await expect(
			updateGroupFlags(failing, actor, 'na', group!.id, ['b', 'brandnew']),
		).rejects.toThrow('No rows go into');
		const unused = await createGroup(queries, actor, {
			name: 'Unused',
			immunity: 5,
			flags: [],
			region: 'na',
		});
		await expect(deleteGroup(failing, actor, 'na', unused.id)).rejects.toThrow('No rows go into');
		expect(await listGroups(queries, 'na')).toEqual([...groups, unused]);
		expect(await listFlags(queries, 'na')).toEqual(flags);
		expect(await readAudit(queries)).toHaveLength(1);
	});
});
