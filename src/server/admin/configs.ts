import {
	ADMIN_MESSAGES,
	formatFlagList,
	isDeletableConfigId,
	type GameAdminConfigWire,
	type GameAdminInput,
} from '../../contract/admin';
import type { Region } from '../../contract/common';
import { lockingRows } from '../db/engine-sql';
import type { SiteDb } from '../db/kysely';
import { apiError } from '../http/errors';
import { recordAudit, type AuditActor } from './audit';
import { rememberFlags } from './flags';
import { findGroup } from './groups';
import { hasServer } from './servers';

// Group and server names come along so the list reads without more calls.
function selectConfigs(db: SiteDb, region: Region) {
	return db
		.selectFrom('game_admins as a')
		.leftJoin('game_groups as g', 'g.id', 'a.group_id')
		.leftJoin('game_servers as s', 's.id', 'a.server_id')
		.select([
			'a.id',
			'a.player_steamid',
			'a.player_name',
			'a.immunity',
			'a.server_id',
			'a.group_id',
			'a.flags',
			'a.region',
			'a.created',
			'g.name as group_name',
			's.title as server_name',
		])
		.where('a.region', '=', region)
		.$castTo<GameAdminConfigWire>();
}

/** The region's admin configurations, by player then id. */
export function listConfigs(db: SiteDb, region: Region): Promise<GameAdminConfigWire[]> {
	return selectConfigs(db, region).orderBy('a.player_steamid').orderBy('a.id').execute();
}

/** One configuration of the region, or undefined. */
function findConfig(
	db: SiteDb,
	region: Region,
	id: number,
): Promise<GameAdminConfigWire | undefined> {
	return selectConfigs(db, region).where('a.id', '=', id).executeTakeFirst();
}

async function getConfig(db: SiteDb, region: Region, id: number): Promise<GameAdminConfigWire> {
	const config = await findConfig(db, region, id);
	if (!config) throw apiError(404, ADMIN_MESSAGES.configNotFound);
	return config;
}

/**
 * Locks a configuration's row until the transaction ends, so two changes to it run one after
 * the other and each audits what the other left; 404 when the region has no such config.
 */
async function lockConfig(trx: SiteDb, region: Region, id: number): Promise<void> {
	const query = trx
		.selectFrom('game_admins')
		.select('id')
		.where('id', '=', id)
		.where('region', '=', region);
	if (!(await lockingRows(trx, query).executeTakeFirst())) {
		throw apiError(404, ADMIN_MESSAGES.configNotFound);
	}
}

/**
 * The row to store: server and group checked against the region (and locked until the change
 * commits, so neither is removed meanwhile); a group keeps no flags.
 */
async function toStoredValues(trx: SiteDb, input: GameAdminInput) {
	if (input.server_id !== null && !(await hasServer(trx, input.region, input.server_id))) {
		throw apiError(400, ADMIN_MESSAGES.unknownServer);
	}
	if (input.group_id !== null && !(await findGroup(trx, input.region, input.group_id))) {
		throw apiError(400, ADMIN_MESSAGES.unknownGroup);
	}
	const flags = input.group_id === null ? input.flags : [];
	await rememberFlags(trx, input.region, flags);
	return {
		player_steamid: input.player_steamid,
		player_name: input.player_name,
		immunity: input.immunity,
		server_id: input.server_id,
		group_id: input.group_id,
		flags: formatFlagList(flags),
	};
}

/** Creates a configuration, audited with it, and answers it. */
export function createConfig(
	db: SiteDb,
	actor: AuditActor,
	input: GameAdminInput,
): Promise<GameAdminConfigWire> {
	return db.transaction().execute(async (trx) => {
		const values = await toStoredValues(trx, input);
		const { id } = await trx
			.insertInto('game_admins')
			.values({ ...values, region: input.region, created: new Date().toISOString() })
			.returning('id')
			.executeTakeFirstOrThrow();
		const after = await getConfig(trx, input.region, id);
		await recordAudit(trx, actor, {
			action: 'create',
			entity: 'game_admin',
			entityId: after.id,
			region: input.region,
			after,
		});
		return after;
	});
}

/** Replaces a configuration's fields (its region stays), audited with it; answers it. */
export function updateConfig(
	db: SiteDb,
	actor: AuditActor,
	id: number,
	input: GameAdminInput,
): Promise<GameAdminConfigWire> {
	return db.transaction().execute(async (trx) => {
		await getConfig(trx, input.region, id);
		// Server and group rows first, then the config's: the order a server's removal locks them.
		const values = await toStoredValues(trx, input);
		await lockConfig(trx, input.region, id);
		const before = await getConfig(trx, input.region, id);
		await trx.updateTable('game_admins').set(values).where('id', '=', id).execute();
		const after = await getConfig(trx, input.region, id);
		await recordAudit(trx, actor, {
			action: 'update',
			entity: 'game_admin',
			entityId: id,
			region: input.region,
			before,
			after,
		});
		return after;
	});
}

/** Deletes a configuration, audited with it; the protected ids 0, 1 and 3 are refused (409). */
export async function deleteConfig(
	db: SiteDb,
	actor: AuditActor,
	region: Region,
	id: number,
): Promise<void> {
	await db.transaction().execute(async (trx) => {
		await lockConfig(trx, region, id);
		const before = await getConfig(trx, region, id);
		if (!isDeletableConfigId(id)) throw apiError(409, ADMIN_MESSAGES.protectedConfig);
		await trx.deleteFrom('game_admins').where('id', '=', id).execute();
		await recordAudit(trx, actor, {
			action: 'delete',
			entity: 'game_admin',
			entityId: id,
			region,
			before,
		});
	});
}
