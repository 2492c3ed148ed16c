import { recordAudit, type AuditActor } from '../admin/audit';
import type { SiteDb } from '../db/kysely';

/**
 * The descriptions staff wrote for the team page, by Discord user id. Discord has no such
 * field, so in both modes they come from the site's own `staff_descriptions` table.
 */
export async function readStaffDescriptions(
	db: SiteDb,
	userIds: readonly string[],
): Promise<Map<string, string>> {
	if (userIds.length === 0) return new Map();
	const rows = await db
		.selectFrom('staff_descriptions')
		.select(['discord_user_id', 'description'])
		.where('discord_user_id', 'in', userIds)
		.execute();
	return new Map(rows.map((row) => [row.discord_user_id, row.description]));
}

/** Every saved staff description, by Discord user id. */
export function listStaffDescriptions(
	db: SiteDb,
): Promise<{ discord_user_id: string; description: string }[]> {
	return db
		.selectFrom('staff_descriptions')
		.select(['discord_user_id', 'description'])
		.orderBy('discord_user_id')
		.execute();
}

/**
 * Saves a staff member's description for the team page (empty text removes it, so the page
 * shows its default), and audits the change with the actor, in one transaction. Answers the text
 * now saved.
 */
export function saveStaffDescription(
	db: SiteDb,
	actor: AuditActor,
	discordUserId: string,
	description: string,
): Promise<string> {
	return db.transaction().execute(async (trx) => {
		const before = (await readStaffDescriptions(trx, [discordUserId])).get(discordUserId);
		if ((before ?? '') === description) return description;
		if (description) {
			await trx
				.insertInto('staff_descriptions')
				.values({ discord_user_id: discordUserId, description })
				.onConflict((conflict) => conflict.column('discord_user_id').doUpdateSet({ description }))
				.execute();
		} else {
			await trx
				.deleteFrom('staff_descriptions')
				.where('discord_user_id', '=', discordUserId)
				.execute();
		}
		await recordAudit(trx, actor, {
			action: before === undefined ? 'create' : description ? 'update' : 'delete',
			entity: 'staff_description',
			entityId: discordUserId,
			...(before !== undefined && { before: { description: before } }),
			...(description && { after: { description } }),
		});
		return description;
	});
}
