import {
	IMMUNITY_DEFAULT,
	isDeletableConfigId,
	type GameAdminConfig,
	type Region,
} from '@/contract/admin';
import type { ConfigInput } from './api';
import type { PlayerAdmins } from './model';

/** The fields of one configuration row in the editor. */
interface RowFields {
	serverId: number | null;
	groupId: number | null;
	flags: string[];
	immunity: number;
}

/** One row of the add/edit modal; `id` is null until the server has it. */
export interface EditorRow extends RowFields {
	/** Stable React key, also for new rows. */
	key: string;
	id: number | null;
	/** An existing row marked for deletion; it can be restored until saved. */
	deleted: boolean;
}

/** What a saved row looked like on the server, to tell modified rows apart. */
export interface SavedRow extends RowFields {
	steamId: string;
	name: string;
}

/** The whole editor: the player, the rows and what the server holds for each saved row. */
export interface EditorState {
	steamId: string;
	name: string;
	rows: EditorRow[];
	saved: Record<number, SavedRow>;
}

/** How a row will be saved (new, modified or deleted). */
export type RowStatus = 'new' | 'modified' | 'deleted' | 'unchanged';

let nextKey = 0;
const makeKey = () => `row-${++nextKey}`;

/** A blank row: every server, custom flags, none chosen, immunity 100. */
export function makeNewRow(): EditorRow {
	return {
		key: makeKey(),
		id: null,
		serverId: null,
		groupId: null,
		flags: [],
		immunity: IMMUNITY_DEFAULT,
		deleted: false,
	};
}

function fieldsOf(config: GameAdminConfig): RowFields {
	return {
		serverId: config.server_id,
		groupId: config.group_id,
		flags: config.group_id === null ? [...config.flags] : [],
		immunity: config.immunity,
	};
}

/** The editor for a new player: empty fields and one new row. */
export function createEditor(): EditorState {
	return { steamId: '', name: '', rows: [makeNewRow()], saved: {} };
}

/** The editor for a player's existing configurations. */
export function editPlayer(player: PlayerAdmins): EditorState {
	const saved: Record<number, SavedRow> = {};
	const rows = player.configs.map((config): EditorRow => {
		saved[config.id] = { ...fieldsOf(config), steamId: player.steamId, name: config.player_name };
		return { ...fieldsOf(config), key: makeKey(), id: config.id, deleted: false };
	});
	return { steamId: player.steamId, name: player.name, rows, saved };
}

const sameFlags = (a: readonly string[], b: readonly string[]) =>
	a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');

/** A row's state: new, deleted, modified (its fields or the player's differ), unchanged. */
export function rowStatus(state: EditorState, row: EditorRow): RowStatus {
	if (row.id === null) return 'new';
	if (row.deleted) return 'deleted';
	const saved = state.saved[row.id];
	if (!saved) return 'modified';
	const changed =
		saved.steamId !== state.steamId.trim() ||
		saved.name !== state.name.trim() ||
		saved.serverId !== row.serverId ||
		saved.groupId !== row.groupId ||
		saved.immunity !== row.immunity ||
		(row.groupId === null && !sameFlags(saved.flags, row.flags));
	return changed ? 'modified' : 'unchanged';
}

/** Whether the row may be deleted (the protected ids 0, 1 and 3 may not). */
export function canDeleteRow(row: EditorRow): boolean {
	return row.id === null || isDeletableConfigId(row.id);
}

/** Removes a row: a new one is dropped, an existing one marked deleted (or restored). */
export function toggleRowDeleted(state: EditorState, key: string): EditorState {
	const row = state.rows.find((candidate) => candidate.key === key);
	if (!row) return state;
	if (row.id === null) return { ...state, rows: state.rows.filter((other) => other.key !== key) };
	if (!canDeleteRow(row)) return state;
	return {
		...state,
		rows: state.rows.map((other) =>
			other.key === key ? { ...other, deleted: !other.deleted } : other,
		),
	};
}

/** The calls a save makes: deletes, then updates, then creates; unchanged rows make none. */
export function planSave(state: EditorState) {
	const deletes: EditorRow[] = [];
	const updates: EditorRow[] = [];
	const creates: EditorRow[] = [];
	for (const row of state.rows) {
		const status = rowStatus(state, row);
		if (status === 'deleted' && canDeleteRow(row)) deletes.push(row);
		else if (status === 'modified') updates.push(row);
		else if (status === 'new') creates.push(row);
	}
	return { deletes, updates, creates };
}

/** The body of a row's create or update call. */
export function toConfigInput(state: EditorState, row: EditorRow, region: Region): ConfigInput {
	return {
		player_steamid: state.steamId.trim(),
		player_name: state.name.trim(),
		immunity: row.immunity,
		server_id: row.serverId,
		group_id: row.groupId,
		flags: row.groupId === null ? row.flags : [],
		region,
	};
}

/** The editor after a row was deleted on the server: the row is gone. */
export function afterDelete(state: EditorState, key: string): EditorState {
	return { ...state, rows: state.rows.filter((row) => row.key !== key) };
}

/**
 * The editor after a row was created or updated: it has an id, and what it sent is what the
 * server holds (the write's answer is not relied on).
 */
export function afterSave(state: EditorState, key: string, id: number): EditorState {
	const row = state.rows.find((candidate) => candidate.key === key);
	if (!row) return state;
	const fields: RowFields = {
		serverId: row.serverId,
		groupId: row.groupId,
		flags: row.groupId === null ? [...row.flags] : [],
		immunity: row.immunity,
	};
	return {
		...state,
		rows: state.rows.map((other) => (other.key === key ? { ...other, id } : other)),
		saved: {
			...state.saved,
			[id]: { ...fields, steamId: state.steamId.trim(), name: state.name.trim() },
		},
	};
}

/**
 * The id the server gave a just-created row, read from the region's reloaded configs: the
 * newest config of this player, server and group that the editor does not know yet.
 */
export function findCreatedId(
	state: EditorState,
	row: EditorRow,
	configs: readonly GameAdminConfig[],
): number | null {
	const known = new Set([
		...state.rows.flatMap((other) => (other.id === null ? [] : [other.id])),
		...Object.keys(state.saved).map(Number),
	]);
	const matches = configs.filter(
		(config) =>
			!known.has(config.id) &&
			config.player_steamid === state.steamId.trim() &&
			config.server_id === row.serverId &&
			config.group_id === row.groupId,
	);
	return matches.length === 0 ? null : Math.max(...matches.map((config) => config.id));
}
