import type { Database } from 'better-sqlite3';
import {
	ADMIN_MESSAGES,
	formatFlagList,
	isDeletableConfigId,
	type GameAdminConfigWire,
	type GameAdminInput,
} from '../../contract/admin';
import type { Region } from '../../contract/common';
import { statement } from '../db/statements';
import { apiError } from '../http/errors';
import { writeAudit, type AuditActor } from './audit';
import { rememberFlags } from './flags';
import { findGroup } from './groups';
import { hasServer } from './servers';

// Group and server names come along so the list reads without more calls.
const SELECT = `SELECT a.id, a.player_steamid, a.player_name, a.immunity, a.server_id, a.group_id,
	a.flags, a.region, a.created, g.name AS group_name, s.title AS server_name
FROM game_admins a
LEFT JOIN game_groups g ON g.id = a.group_id
LEFT JOIN game_servers s ON s.id = a.server_id`;

/** The region's admin configurations, by player then id. */
export function listConfigs(db: Database, region: Region): GameAdminConfigWire[] {
	return statement<[Region], GameAdminConfigWire>(
		db,
		`${SELECT} WHERE a.region = ? ORDER BY a.player_steamid, a.id`,
	).all(region);
}

/** One configuration of the region, or undefined. */
export function findConfig(
	db: Database,
	region: Region,
	id: number,
): GameAdminConfigWire | undefined {
	return statement<[number, Region], GameAdminConfigWire>(
		db,
		`${SELECT} WHERE a.id = ? AND a.region = ?`,
	).get(id, region);
}

function getConfig(db: Database, region: Region, id: number): GameAdminConfigWire {
	const config = findConfig(db, region, id);
	if (!config) throw apiError(404, ADMIN_MESSAGES.configNotFound);
	return config;
}

/** The row to store: server and group checked against the region; a group keeps no flags. */
function toStoredValues(db: Database, input: GameAdminInput) {
	if (input.server_id !== null && !hasServer(db, input.region, input.server_id)) {
		throw apiError(400, ADMIN_MESSAGES.unknownServer);
	}
	if (input.group_id !== null && !findGroup(db, input.region, input.group_id)) {
		throw apiError(400, ADMIN_MESSAGES.unknownGroup);
	}
	const flags = input.group_id === null ? input.flags : [];
	rememberFlags(db, input.region, flags);
	return {
		player_steamid: input.player_steamid,
		player_name: input.player_name,
		immunity: input.immunity,
		server_id: input.server_id,
		group_id: input.group_id,
		flags: formatFlagList(flags),
		region: input.region,
	};
}

/** Creates a configuration and answers it. */
export function createConfig(db: Database, actor: AuditActor, input: GameAdminInput) {
	return db.transaction((): GameAdminConfigWire => {
		const values = toStoredValues(db, input);
		const { lastInsertRowid } = statement(
			db,
			`INSERT INTO game_admins (
				region, player_steamid, player_name, immunity, server_id, group_id, flags, created
			) VALUES (
				@region, @player_steamid, @player_name, @immunity, @server_id, @group_id, @flags, @created
			)`,
		).run({ ...values, created: new Date().toISOString() });
		const after = getConfig(db, input.region, Number(lastInsertRowid));
		writeAudit(db, actor, {
			action: 'create',
			entity: 'game_admin',
			entityId: after.id,
			region: after.region,
			after,
		});
		return after;
	})();
}

/** Replaces a configuration's fields (its region stays); answers it. */
export function updateConfig(db: Database, actor: AuditActor, id: number, input: GameAdminInput) {
	return db.transaction((): GameAdminConfigWire => {
		const before = getConfig(db, input.region, id);
		const values = toStoredValues(db, input);
		statement(
			db,
			`UPDATE game_admins SET player_steamid = @player_steamid, player_name = @player_name,
				immunity = @immunity, server_id = @server_id, group_id = @group_id, flags = @flags
			WHERE id = @id`,
		).run({ ...values, id });
		const after = getConfig(db, input.region, id);
		writeAudit(db, actor, {
			action: 'update',
			entity: 'game_admin',
			entityId: id,
			region: input.region,
			before,
			after,
		});
		return after;
	})();
}

/** Deletes a configuration; the protected ids 0, 1 and 3 are refused (409). */
export function deleteConfig(db: Database, actor: AuditActor, region: Region, id: number): void {
	db.transaction(() => {
		const before = getConfig(db, region, id);
		if (!isDeletableConfigId(id)) throw apiError(409, ADMIN_MESSAGES.protectedConfig);
		statement(db, 'DELETE FROM game_admins WHERE id = ?').run(id);
		writeAudit(db, actor, { action: 'delete', entity: 'game_admin', entityId: id, region, before });
	})();
}
