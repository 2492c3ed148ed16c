import type { Database } from 'better-sqlite3';
import type { AuditPageWire, AdminDonationPageWire } from '../../contract/moderation';
import type { AuditRow } from '../admin/audit';
import { isDeletedAccount } from './accounts';

/** One page of the audit log, newest first: read only, as the table itself is append-only. */
export function readAuditPage(
	db: Database,
	{ limit, offset }: { limit: number; offset: number },
): AuditPageWire {
	const rows = db
		.prepare<[number, number], AuditRow>(
			'SELECT * FROM admin_audit ORDER BY id DESC LIMIT ? OFFSET ?',
		)
		.all(limit, offset);
	const { total } = db
		.prepare<[], { total: number }>('SELECT COUNT(*) AS total FROM admin_audit')
		.get()!;
	return {
		entries: rows.map((row) => ({
			id: row.id,
			at: row.at,
			actor: row.account_name,
			action: row.action,
			entity: row.entity,
			entityId: String(row.entity_id),
			region: row.region,
			before: row.before_json,
			after: row.after_json,
		})),
		total,
	};
}

interface DonationRow {
	id: number;
	created_at: string;
	paid_at: string | null;
	amount_cents: number;
	status: string;
	message: string;
	username: string;
	email: string;
}

/** One page of every donation, newest first, with the donor's name unless the account was deleted. */
export function readDonationPage(
	db: Database,
	{ limit, offset }: { limit: number; offset: number },
): AdminDonationPageWire {
	const rows = db
		.prepare<[number, number], DonationRow>(
			`SELECT donations.id, donations.created_at, donations.paid_at, donations.amount_cents,
				donations.status, donations.message, accounts.username, accounts.email
			FROM donations JOIN accounts ON accounts.id = donations.account_id
			ORDER BY donations.id DESC LIMIT ? OFFSET ?`,
		)
		.all(limit, offset);
	const { total } = db
		.prepare<[], { total: number }>('SELECT COUNT(*) AS total FROM donations')
		.get()!;
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
