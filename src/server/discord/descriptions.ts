import type { Database } from 'better-sqlite3';
import { writeAudit, type AuditActor } from '../admin/audit';

/**
 * The descriptions staff wrote for the team page, by Discord user id. Discord has no such
 * field, so in both modes they come from the site's own `staff_descriptions` table.
 */
export function readStaffDescriptions(
	db: Database,
	userIds: readonly string[],
): Map<string, string> {
	if (userIds.length === 0) return new Map();
	const rows = db
		.prepare<string[], { discord_user_id: string; description: string }>(
			`SELECT discord_user_id, description FROM staff_descriptions
			WHERE discord_user_id IN (${userIds.map(() => '?').join(', ')})`,
		)
		.all(...userIds);
	return new Map(rows.map((row) => [row.discord_user_id, row.description]));
}

/** Every saved staff description, by Discord user id. */
export function listStaffDescriptions(
	db: Database,
): { discord_user_id: string; description: string }[] {
	return db
		.prepare<[], { discord_user_id: string; description: string }>(
			'SELECT discord_user_id, description FROM staff_descriptions ORDER BY discord_user_id',
		)
		.all();
}

/**
 * Saves a staff member's description for the team page (empty text removes it, so the page
 * shows its default), and audits the change with the actor. Answers the text now saved.
 */
export function saveStaffDescription(
	db: Database,
	actor: AuditActor,
	discordUserId: string,
	description: string,
): string {
	return db
		.transaction(() => {
			const before = readStaffDescriptions(db, [discordUserId]).get(discordUserId);
			if ((before ?? '') === description) return description;
			if (description) {
				db.prepare(
					`INSERT INTO staff_descriptions (discord_user_id, description) VALUES (?, ?)
				ON CONFLICT (discord_user_id) DO UPDATE SET description = excluded.description`,
				).run(discordUserId, description);
			} else {
				db.prepare('DELETE FROM staff_descriptions WHERE discord_user_id = ?').run(discordUserId);
			}
			writeAudit(db, actor, {
				action: before === undefined ? 'create' : description ? 'update' : 'delete',
				entity: 'staff_description',
				entityId: discordUserId,
				...(before !== undefined && { before: { description: before } }),
				...(description && { after: { description } }),
			});
			return description;
		})
		.immediate();
}
