import {
	ADMIN_MESSAGES,
	formatFlagList,
	type GameGroupInput,
	type GameGroupWire,
} from '../../contract/admin';
import type { Region } from '../../contract/common';
import { lockingRows } from '../db/engine-sql';
import { isUniqueViolation } from '../db/errors';
import type { SiteDb } from '../db/kysely';
import { apiError } from '../http/errors';
import { recordAudit, type AuditActor } from './audit';
import { rememberFlags } from './flags';

/** A group's name and immunity, as `PUT /game-groups/{id}` changes them. */
interface GroupDetails {
	name: string;
	immunity: number;
}

function selectGroups(db: SiteDb, region: Region) {
	return db
		.selectFrom('game_groups')
		.select(['id', 'name', 'immunity', 'flags', 'region'])
		.where('region', '=', region)
		.$castTo<GameGroupWire>();
}

/** The region's groups, by id. */
export function listGroups(db: SiteDb, region: Region): Promise<GameGroupWire[]> {
	return selectGroups(db, region).orderBy('id').execute();
}

/**
 * One group of the region, or undefined. Inside a transaction the group's row stays locked until
 * it ends, so no other change to the group (or its deletion) interleaves.
 */
export function findGroup(
	db: SiteDb,
	region: Region,
	id: number,
): Promise<GameGroupWire | undefined> {
	return lockingRows(db, selectGroups(db, region).where('id', '=', id)).executeTakeFirst();
}

async function getGroup(db: SiteDb, region: Region, id: number): Promise<GameGroupWire> {
	const group = await findGroup(db, region, id);
	if (!group) throw apiError(404, ADMIN_MESSAGES.groupNotFound);
	return group;
}

/** Runs a write that may give a group a name; another group of the region with it answers 409. */
async function withFreeName<T>(write: Promise<T>): Promise<T> {
	try {
		return await write;
	} catch (error) {
		// The table's UNIQUE (region, name) compares without case, on both engines.
		if (isUniqueViolation(error)) throw apiError(409, ADMIN_MESSAGES.groupNameTaken);
		throw error;
	}
}

/** Creates a group, remembers its flags and audits it, all or nothing; answers the group. */
export function createGroup(
	db: SiteDb,
	actor: AuditActor,
	input: GameGroupInput,
): Promise<GameGroupWire> {
	return db.transaction().execute(async (trx) => {
		const { id } = await withFreeName(
			trx
				.insertInto('game_groups')
				.values({
					region: input.region,
					name: input.name,
					immunity: input.immunity,
					flags: formatFlagList(input.flags),
				})
				.returning('id')
				.executeTakeFirstOrThrow(),
		);
		await rememberFlags(trx, input.region, input.flags);
		const group = await getGroup(trx, input.region, id);
		await recordAudit(trx, actor, {
			action: 'create',
			entity: 'game_group',
			entityId: group.id,
			region: input.region,
			after: group,
		});
		return group;
	});
}

/** Renames a group or changes its immunity, audited with it; answers the group. */
export function updateGroup(
	db: SiteDb,
	actor: AuditActor,
	region: Region,
	id: number,
	details: GroupDetails,
): Promise<GameGroupWire> {
	return db.transaction().execute(async (trx) => {
		const before = await getGroup(trx, region, id);
		await withFreeName(
			trx
				.updateTable('game_groups')
				.set({ name: details.name, immunity: details.immunity })
				.where('id', '=', id)
				.execute(),
		);
		const after = await getGroup(trx, region, id);
		await recordAudit(trx, actor, {
			action: 'update',
			entity: 'game_group',
			entityId: id,
			region,
			before,
			after,
		});
		return after;
	});
}

/** Replaces a group's flags and remembers new ones, audited with it; answers the group. */
export function updateGroupFlags(
	db: SiteDb,
	actor: AuditActor,
	region: Region,
	id: number,
	flags: readonly string[],
): Promise<GameGroupWire> {
	return db.transaction().execute(async (trx) => {
		const before = await getGroup(trx, region, id);
		await trx
			.updateTable('game_groups')
			.set({ flags: formatFlagList(flags) })
			.where('id', '=', id)
			.execute();
		await rememberFlags(trx, region, flags);
		const after = await getGroup(trx, region, id);
		await recordAudit(trx, actor, {
			action: 'update',
			entity: 'game_group_flags',
			entityId: id,
			region,
			before,
			after,
		});
		return after;
	});
}

/**
 * Deletes a group no config uses (409 while one does), audited with it. The group's row is locked
 * first: a config being given the group meanwhile waits, then finds no group (see `configs.ts`).
 */
export async function deleteGroup(
	db: SiteDb,
	actor: AuditActor,
	region: Region,
	id: number,
): Promise<void> {
	await db.transaction().execute(async (trx) => {
		const before = await getGroup(trx, region, id);
		const used = await trx
			.selectFrom('game_admins')
			.select('id')
			.where('group_id', '=', id)
			.limit(1)
			.executeTakeFirst();
		if (used) throw apiError(409, ADMIN_MESSAGES.groupInUse);
		await trx.deleteFrom('game_groups').where('id', '=', id).execute();
		await recordAudit(trx, actor, {
			action: 'delete',
			entity: 'game_group',
			entityId: id,
			region,
			before,
		});
	});
}
