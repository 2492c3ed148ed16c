import type { StaffStatus } from '../../contract/staff';
import type { SiteDb } from '../db/kysely';
import { redactError } from '../http/redact';
import { createGatewayPresence, type GatewayPresenceOptions } from './gateway';

/** How often the server holding the gateway writes the statuses it sees. */
const PRESENCE_WRITE_MS = 5_000;

/**
 * How old written statuses may be before they read as offline: the server holding the gateway
 * stopped writing (it died, or lost the database) and nobody else has taken over yet.
 */
const PRESENCE_FRESH_MS = 120_000;

/** Replaces the stored statuses with a snapshot, in one transaction (readers see one or the other). */
async function writePresence(
	db: SiteDb,
	snapshot: readonly [string, StaffStatus][],
	at: Date,
): Promise<void> {
	const seenAt = at.toISOString();
	await db.transaction().execute(async (trx) => {
		await trx.deleteFrom('discord_presence').execute();
		const rows = snapshot
			.filter(([, status]) => status !== 'offline')
			.map(([userId, status]) => ({ user_id: userId, status, seen_at: seenAt }));
		// A guild's online members in a few statements (PostgreSQL takes 65,535 values each).
		for (let start = 0; start < rows.length; start += 5_000) {
			await trx
				.insertInto('discord_presence')
				.values(rows.slice(start, start + 5_000))
				.execute();
		}
	});
}

/**
 * The stored statuses of some members, as the server holding the gateway last wrote them: a
 * member without a row, or whose row is older than `PRESENCE_FRESH_MS`, is offline.
 */
export async function readPresence(
	db: SiteDb,
	userIds: readonly string[],
	now = Date.now(),
): Promise<Map<string, StaffStatus>> {
	if (userIds.length === 0) return new Map();
	const rows = await db
		.selectFrom('discord_presence')
		.select(['user_id', 'status'])
		.where('user_id', 'in', userIds)
		.where('seen_at', '>', new Date(now - PRESENCE_FRESH_MS).toISOString())
		.execute();
	return new Map(rows.map((row) => [row.user_id, row.status as StaffStatus]));
}

/** Options of `startPresenceWriter`. */
interface PresenceWriterOptions extends Omit<GatewayPresenceOptions, 'now'> {
	db: SiteDb;
	writeMs?: number;
	now?: () => number;
}

/**
 * Connects to Discord's gateway (one connection per bot, so one server process does this: the
 * one running the background work) and writes the staff's statuses to the database every
 * `writeMs`, where every server process reads them. Answers how to stop: the connection closes
 * and the last statuses stay until they grow stale.
 */
export function startPresenceWriter({
	db,
	writeMs = PRESENCE_WRITE_MS,
	now = Date.now,
	...options
}: PresenceWriterOptions): () => Promise<void> {
	const gateway = createGatewayPresence({ ...options, now });
	let writing = false;
	const write = async () => {
		if (writing) return;
		writing = true;
		try {
			await writePresence(db, gateway.snapshot(), new Date(now()));
		} catch (error) {
			// A busy or unreachable database misses one write; the next one catches up.
			console.warn('Discord presence not written:', redactError(error));
		} finally {
			writing = false;
		}
	};
	void gateway.ready().then(write);
	const timer = setInterval(() => void write(), writeMs);
	timer.unref();
	return async () => {
		clearInterval(timer);
		await gateway.close();
	};
}
