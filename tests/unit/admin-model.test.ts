import { describe, expect, it } from 'vitest';
import type { GameAdminConfig, GameGroup } from '../../src/contract/admin';
import {
	createEditor,
	editPlayer,
	makeNewRow,
	planSave,
	rowStatus,
	toConfigInput,
	toggleRowDeleted,
	afterSave,
	findCreatedId,
} from '../../src/features/admin/editor-model';
import {
	addFlag,
	checkFlagName,
	checkSteamId,
	countAdmins,
	deletableIds,
	filterPlayers,
	groupByPlayer,
} from '../../src/features/admin/model';

const A = '76561198000000001';
const B = '76561198000000002';

function config(
	id: number,
	steamId: string,
	extra: Partial<GameAdminConfig> = {},
): GameAdminConfig {
	return {
		id,
		player_steamid: steamId,
		player_name: steamId === A ? 'Alpha' : 'bravo',
		immunity: 50,
		server_id: null,
		group_id: null,
		flags: [],
		region: 'eu',
		created: '',
		group_name: null,
		server_name: null,
		...extra,
	};
}

const groups: GameGroup[] = [
	{ id: 1, name: 'Root', immunity: 100, flags: ['z', 'root'], region: 'eu' },
	{ id: 2, name: 'Staff', immunity: 90, flags: ['a', 'staff'], region: 'eu' },
];

const configs = [
	config(7, B, { group_id: 2, server_id: 4 }),
	config(1, A, { flags: ['root'] }),
	config(9, A, { server_id: 5, group_id: 2 }),
];

describe('the game admin list', () => {
	it('groups configs by player, players by name, configs by id', () => {
		const players = groupByPlayer(configs);
		expect(players.map((player) => [player.name, player.configs.map((c) => c.id)])).toEqual([
			['Alpha', [1, 9]],
			['bravo', [7]],
		]);
	});

	it('counts players, and root and staff admins through their own and their groups flags', () => {
		expect(countAdmins(groupByPlayer(configs), groups)).toEqual({ total: 2, root: 1, staff: 2 });
	});

	it.each([
		[{ search: 'ALP' }, ['Alpha']],
		[{ search: '0002' }, ['bravo']],
		[{ server: 4 }, ['Alpha', 'bravo']],
		[{ server: 5 }, ['Alpha']],
		[{ server: 'all' }, ['Alpha']],
		[{ group: 2 }, ['Alpha', 'bravo']],
		[{ group: 'custom' }, ['Alpha']],
		[{ group: 2, server: 'all' }, []],
	] as const)('filters by %o', (filters, names) => {
		const shown = filterPlayers(groupByPlayer(configs), {
			search: '',
			server: 'any',
			group: 'any',
			...filters,
		});
		expect(shown.map((player) => player.name)).toEqual(names);
	});

	it('skips the protected ids 0, 1 and 3 in Delete All', () => {
		const player = groupByPlayer([0, 1, 2, 3, 4].map((id) => config(id, A)))[0]!;
		expect(deletableIds(player)).toEqual([2, 4]);
	});
});

describe('checks', () => {
	it.each([
		['', 'SteamID is required.'],
		['  ', 'SteamID is required.'],
		['123', expect.stringContaining('17-digit')],
		[A, null],
	])('SteamID %o', (value, message) => expect(checkSteamId(value)).toEqual(message));

	it.each([
		['', 'Please enter a flag name.'],
		['a b', 'A flag name may contain no spaces or commas.'],
		['a,b', 'A flag name may contain no spaces or commas.'],
		['vip', null],
	])('flag name %o', (value, message) => expect(checkFlagName(value)).toBe(message));

	it('adds a flag only once', () => {
		expect(addFlag(['a'], 'a')).toEqual(['a']);
		expect(addFlag(['a'], 'b')).toEqual(['a', 'b']);
	});
});

describe('the config editor', () => {
	const player = groupByPlayer(configs)[0]!;

	it('starts a new player with one new row at immunity 100', () => {
		const editor = createEditor();
		expect(editor.rows).toHaveLength(1);
		expect(editor.rows[0]).toMatchObject({
			id: null,
			immunity: 100,
			serverId: null,
			groupId: null,
		});
		expect(rowStatus(editor, editor.rows[0]!)).toBe('new');
	});

	it('tells new, modified, deleted and unchanged rows apart and plans the calls', () => {
		let editor = editPlayer(player);
		const [first, second] = editor.rows;
		expect(editor.rows.map((row) => rowStatus(editor, row))).toEqual(['unchanged', 'unchanged']);
		editor = { ...editor, rows: [{ ...first!, immunity: 10 }, second!] };
		editor = toggleRowDeleted(editor, second!.key);
		const added = makeNewRow();
		const dropped = makeNewRow();
		editor = { ...editor, rows: [...editor.rows, added, dropped] };
		editor = toggleRowDeleted(editor, dropped.key);
		expect(editor.rows.map((row) => rowStatus(editor, row))).toEqual([
			'modified',
			'deleted',
			'new',
		]);
		const plan = planSave(editor);
		expect(plan.deletes.map((row) => row.id)).toEqual([9]);
		expect(plan.updates.map((row) => row.id)).toEqual([1]);
		expect(plan.creates.map((row) => row.key)).toEqual([added.key]);
	});

	it('restores a deleted row, and never deletes a protected one', () => {
		let editor = editPlayer(player);
		const protectedRow = editor.rows[0]!;
		expect(toggleRowDeleted(editor, protectedRow.key)).toBe(editor);
		const other = editor.rows[1]!;
		editor = toggleRowDeleted(toggleRowDeleted(editor, other.key), other.key);
		expect(rowStatus(editor, editor.rows[1]!)).toBe('unchanged');
	});

	it("marks every saved row modified when the player's name changes", () => {
		const editor = { ...editPlayer(player), name: 'Renamed' };
		expect(editor.rows.map((row) => rowStatus(editor, row))).toEqual(['modified', 'modified']);
	});

	it('sends no flags for a row with a group, and records what the server saved', () => {
		const editor = editPlayer(player);
		const row = { ...editor.rows[0]!, groupId: 2, flags: ['x'] };
		expect(toConfigInput(editor, row, 'eu')).toMatchObject({ group_id: 2, flags: [] });
		const saved = afterSave({ ...editor, rows: [row] }, row.key, 1);
		expect(rowStatus(saved, saved.rows[0]!)).toBe('unchanged');
	});

	it('gives a created row the id of the newest matching config the editor does not know', () => {
		const editor = editPlayer(player);
		const row = { ...makeNewRow(), serverId: 5, groupId: 2 };
		const state = { ...editor, rows: [...editor.rows, row] };
		const reloaded = [
			...configs,
			config(12, A, { server_id: 5, group_id: 2 }),
			config(11, A, { server_id: 5, group_id: 2 }),
			config(13, B, { server_id: 5, group_id: 2 }),
		];
		const id = findCreatedId(state, row, reloaded);
		expect(id).toBe(12);
		const saved = afterSave(state, row.key, id!);
		expect(rowStatus(saved, saved.rows.at(-1)!)).toBe('unchanged');
		expect(planSave(saved).creates).toEqual([]);
		expect(findCreatedId(state, row, configs)).toBeNull();
	});
});
