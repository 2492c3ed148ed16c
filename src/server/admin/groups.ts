import type { Database } from 'better-sqlite3';
import {
	ADMIN_MESSAGES,
	formatFlagList,
	type GameGroupInput,
	type GameGroupWire,
} from '../../contract/admin';
import type { Region } from '../../contract/common';
import { statement } from '../db/statements';
import { apiError } from '../http/errors';
import { writeAudit, type AuditActor } from './audit';
import { rememberFlags } from './flags';

/** A group's name and immunity, as `PUT /game-groups/{id}` changes them. */
export interface GroupDetails {
	name: string;
	immunity: number;
}

const COLUMNS = 'id, name, immunity, flags, region';

/** The region's groups, by id. */
export function listGroups(db: Database, region: Region): GameGroupWire[] {
	return statement<[Region], GameGroupWire>(
		db,
		`SELECT ${COLUMNS} FROM game_groups WHERE region = ? ORDER BY id`,
	).all(region);
}

/** One group of the region, or undefined. */
export function findGroup(db: Database, region: Region, id: number): GameGroupWire | undefined {
	return statement<[number, Region], GameGroupWire>(
		db,
		`SELECT ${COLUMNS} FROM game_groups WHERE id = ? AND region = ?`,
	).get(id, region);
}

function getGroup(db: Database, region: Region, id: number): GameGroupWire {
	const group = findGroup(db, region, id);
	if (!group) throw apiError(404, ADMIN_MESSAGES.groupNotFound);
	return group;
}

/** Refuses a name another group of the region has (names compare without case). */
function assertNameFree(db: Database, region: Region, name: string, exceptId = -1): void {
	const taken = statement<[Region, string, number], { id: number }>(
		db,
		'SELECT id FROM game_groups WHERE region = ? AND name = ? AND id != ?',
	).get(region, name, exceptId);
	if (taken) throw apiError(409, ADMIN_MESSAGES.groupNameTaken);
}

/** Creates a group and answers it. */
export function createGroup(db: Database, actor: AuditActor, input: GameGroupInput) {
	return db.transaction((): GameGroupWire => {
		assertNameFree(db, input.region, input.name);
		const { lastInsertRowid } = statement(
			db,
			'INSERT INTO game_groups (region, name, immunity, flags) VALUES (?, ?, ?, ?)',
		).run(input.region, input.name, input.immunity, formatFlagList(input.flags));
		rememberFlags(db, input.region, input.flags);
		const group = getGroup(db, input.region, Number(lastInsertRowid));
		writeAudit(db, actor, {
			action: 'create',
			entity: 'game_group',
			entityId: group.id,
			region: group.region,
			after: group,
		});
		return group;
	})();
}

/** Renames a group or changes its immunity; answers the group. */
export function updateGroup(
	db: Database,
	actor: AuditActor,
	region: Region,
	id: number,
	details: GroupDetails,
) {
	return db.transaction((): GameGroupWire => {
		const before = getGroup(db, region, id);
		assertNameFree(db, region, details.name, id);
		statement(db, 'UPDATE game_groups SET name = ?, immunity = ? WHERE id = ?').run(
			details.name,
			details.immunity,
			id,
		);
		const after = getGroup(db, region, id);
		writeAudit(db, actor, {
			action: 'update',
			entity: 'game_group',
			entityId: id,
			region,
			before,
			after,
		});
		return after;
	})();
}

/** Replaces a group's flags; answers the group. */
export function updateGroupFlags(
	db: Database,
	actor: AuditActor,
	region: Region,
	id: number,
	flags: readonly string[],
) {
	return db.transaction((): GameGroupWire => {
		const before = getGroup(db, region, id);
		statement(db, 'UPDATE game_groups SET flags = ? WHERE id = ?').run(formatFlagList(flags), id);
		rememberFlags(db, region, flags);
		const after = getGroup(db, region, id);
		writeAudit(db, actor, {
			action: 'update',
			entity: 'game_group_flags',
			entityId: id,
			region,
			before,
			after,
		});
		return after;
	})();
}

/** Deletes a group no config uses (409 while one does). */
export function deleteGroup(db: Database, actor: AuditActor, region: Region, id: number): void {
	db.transaction(() => {
		const before = getGroup(db, region, id);
		const used = statement<[number], { id: number }>(
			db,
			'SELECT id FROM game_admins WHERE group_id = ? LIMIT 1',
		).get(id);
		if (used) throw apiError(409, ADMIN_MESSAGES.groupInUse);
		statement(db, 'DELETE FROM game_groups WHERE id = ?').run(id);
		writeAudit(db, actor, { action: 'delete', entity: 'game_group', entityId: id, region, before });
	})();
}
