import type { Database } from 'better-sqlite3';
import type { Region } from '../../contract/common';
import { statement } from '../db/statements';

/** Who made a change: the signed-in root account. */
export interface AuditActor {
	id: number;
	username: string;
}

/** One change to write to the append-only `admin_audit` table. */
export interface AuditEntry {
	action: 'create' | 'update' | 'delete';
	entity: 'game_admin' | 'game_group' | 'game_group_flags';
	entityId: number;
	region: Region;
	/** The row before the change; absent for a create. */
	before?: unknown;
	/** The row after the change; absent for a delete. */
	after?: unknown;
}

/** A row of `admin_audit`, as tests and a future audit view read it. */
export interface AuditRow {
	id: number;
	at: string;
	account_id: number;
	account_name: string;
	action: AuditEntry['action'];
	entity: AuditEntry['entity'];
	entity_id: number;
	region: Region;
	before_json: string | null;
	after_json: string | null;
}

/** Appends one change to the audit log; call it inside the change's own transaction. */
export function writeAudit(db: Database, actor: AuditActor, entry: AuditEntry): void {
	statement(
		db,
		`INSERT INTO admin_audit (
			at, account_id, account_name, action, entity, entity_id, region, before_json, after_json
		) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
	).run(
		new Date().toISOString(),
		actor.id,
		actor.username,
		entry.action,
		entry.entity,
		entry.entityId,
		entry.region,
		entry.before === undefined ? null : JSON.stringify(entry.before),
		entry.after === undefined ? null : JSON.stringify(entry.after),
	);
}
