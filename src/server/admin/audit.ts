import type { SiteDb } from '../db/kysely';
import type { Region } from '../../contract/common';

/** Who made a change: the signed-in root account, or the operator's command (id 0). */
export interface AuditActor {
	id: number;
	username: string;
}

/** The actor of changes made with `npm run user` on the server itself. */
export const COMMAND_LINE_ACTOR: AuditActor = { id: 0, username: 'npm run user' };

/** What an audit entry records. */
type AuditAction = 'create' | 'update' | 'delete' | 'disable' | 'enable' | 'role';

/** What an audit entry is about. */
type AuditEntity =
	'game_admin' | 'game_group' | 'game_group_flags' | 'account' | 'staff_description';

/** One change to write to the append-only `admin_audit` table. */
export interface AuditEntry {
	action: AuditAction;
	entity: AuditEntity;
	/** The row's id: a number, or a Discord user id for a staff description. */
	entityId: number | string;
	/** The region of a game admin or group; accounts and staff have none. */
	region?: Region;
	/** The row before the change; absent for a create. */
	before?: unknown;
	/** The row after the change; absent for a delete. */
	after?: unknown;
}

/** A row of `admin_audit`, as tests and the audit view read it. */
export interface AuditRow {
	id: number;
	at: string;
	account_id: number;
	account_name: string;
	action: AuditEntry['action'];
	entity: AuditEntry['entity'];
	entity_id: string;
	region: Region | null;
	before_json: string | null;
	after_json: string | null;
}

/** The row an entry is stored as, at `at`. */
function toAuditRow(actor: AuditActor, entry: AuditEntry, at: string) {
	return {
		at,
		account_id: actor.id,
		account_name: actor.username,
		action: entry.action,
		entity: entry.entity,
		entity_id: String(entry.entityId),
		region: entry.region ?? null,
		before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
		after_json: entry.after === undefined ? null : JSON.stringify(entry.after),
	};
}

/**
 * Appends one change to the audit log; pass the change's own transaction, so that the change and
 * its entry are written together or not at all.
 */
export async function recordAudit(db: SiteDb, actor: AuditActor, entry: AuditEntry): Promise<void> {
	await db
		.insertInto('admin_audit')
		.values(toAuditRow(actor, entry, new Date().toISOString()))
		.execute();
}
