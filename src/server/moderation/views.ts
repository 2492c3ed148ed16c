import type { AuditPageWire, AdminDonationPageWire } from '../../contract/moderation';
import type { SiteDb } from '../db/kysely';
import { isDeletedAccount } from './accounts';

/** One page of the audit log, newest first: read only, as the table itself is append-only. */
export async function readAuditPage(
	db: SiteDb,
	{ limit, offset }: { limit: number; offset: number },
): Promise<AuditPageWire> {
	const rows = await db
		.selectFrom('admin_audit')
		.selectAll()
		.orderBy('id', 'desc')
		.limit(limit)
		.offset(offset)
		.execute();
	const { total } = await db
		.selectFrom('admin_audit')
		.select((eb) => eb.fn.countAll<number>().as('total'))
		.executeTakeFirstOrThrow();
	return {
		entries: rows.map((row) => ({
			id: row.id,
			at: row.at,
			actor: row.account_name,
			action: row.action,
			entity: row.entity,
			entityId: row.entity_id,
			region: row.region,
			before: row.before_json,
			after: row.after_json,
		})),
		total,
	};
}

/** One page of every donation, newest first, with the donor's name unless the account was deleted. */
export async function readDonationPage(
	db: SiteDb,
	{ limit, offset }: { limit: number; offset: number },
): Promise<AdminDonationPageWire> {
	const rows = await db
		.selectFrom('donations')
		.innerJoin('accounts', 'accounts.id', 'donations.account_id')
		.select([
			'donations.id',
			'donations.created_at',
			'donations.paid_at',
			'donations.amount_cents',
			'donations.status',
			'donations.message',
			'accounts.username',
			'accounts.email',
		])
		.orderBy('donations.id', 'desc')
		.limit(limit)
		.offset(offset)
		.execute();
	const { total } = await db
		.selectFrom('donations')
		.select((eb) => eb.fn.countAll<number>().as('total'))
		.executeTakeFirstOrThrow();
	return {
		donations: rows.map((row) => ({
			id: row.id,
			createdAt: row.created_at,
			paidAt: row.paid_at,
			amount: row.amount_cents / 100,
			status: row.status,
			message: row.message,
			username: isDeletedAccount(row) ? null : row.username,
		})),
		total,
	};
}
