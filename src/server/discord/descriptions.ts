import type { Database } from 'better-sqlite3';

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
