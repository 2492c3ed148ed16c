import type { Database } from 'better-sqlite3';
import { EVENT_STATUS, type EventWire } from '../../contract/events';
import type { StaffStatus } from '../../contract/staff';
import { DEFAULT_DISCORD_GUILD_ID } from '../../defaults';
import { statement } from '../db/statements';
import {
	describeRecurrence,
	discordWeekday,
	rollOccurrence,
	type Recurrence,
	type RecurrenceFrequency,
} from './recurrence';
import type { DiscordRole, DiscordSource } from './source';

interface EventRow {
	id: string;
	name: string;
	status: number;
	scheduled_start_time: string;
	recurrence_frequency: RecurrenceFrequency | null;
	recurrence_interval: number;
	description: string | null;
}

/** Member count of a demo guild; null when the table has no such guild. */
export function readDemoMemberCount(db: Database, guildId: string): number | null {
	const row = statement<[string], { member_count: number }>(
		db,
		'SELECT member_count FROM discord_guilds WHERE id = ?',
	).get(guildId);
	return row?.member_count ?? null;
}

/** Where a recurring event stands at `now`: the next occurrence, or the running one. */
function currentStart(row: EventRow, recurrence: Recurrence | null, now: Date): Date {
	const first = new Date(row.scheduled_start_time);
	if (!recurrence) return first;
	if (row.status === EVENT_STATUS.active) return rollOccurrence(first, recurrence, now, 'current');
	if (row.status === EVENT_STATUS.scheduled) return rollOccurrence(first, recurrence, now, 'next');
	return first;
}

/**
 * The events of a demo guild, as Discord would report them at `now`: a recurring scheduled event
 * shows its next occurrence and a running one its latest, so the demo never runs out of
 * upcoming events however long ago it was seeded. Null for an unknown guild.
 */
export function readDemoEvents(db: Database, guildId: string, now: Date): EventWire[] | null {
	if (!statement(db, 'SELECT 1 FROM discord_guilds WHERE id = ?').get(guildId)) return null;
	const rows = statement<[string], EventRow>(
		db,
		'SELECT * FROM discord_events WHERE guild_id = ? ORDER BY scheduled_start_time, id',
	).all(guildId);
	return rows.map((row) => {
		const first = new Date(row.scheduled_start_time);
		const recurrence: Recurrence | null = row.recurrence_frequency
			? {
					frequency: row.recurrence_frequency,
					interval: row.recurrence_interval,
					weekday: discordWeekday(first),
				}
			: null;
		return {
			id: row.id,
			name: row.name,
			status: row.status,
			scheduledStartTime: currentStart(row, recurrence, now).toISOString(),
			recurrence: recurrence ? describeRecurrence(recurrence) : null,
			description: row.description,
		};
	});
}

/** A demo role with its members, or null when there is no such role. */
export function readDemoRole(db: Database, roleId: string): DiscordRole | null {
	const role = statement<[string], { id: string; name: string }>(
		db,
		'SELECT id, name FROM discord_roles WHERE id = ?',
	).get(roleId);
	if (!role) return null;
	const users = statement<
		[string],
		{ id: string; username: string; avatar_url: string | null; status: StaffStatus }
	>(
		db,
		`SELECT u.id, u.username, u.avatar_url, u.status
		FROM discord_role_members m JOIN discord_users u ON u.id = m.user_id
		WHERE m.role_id = ? ORDER BY u.username COLLATE NOCASE`,
	).all(roleId);
	return {
		...role,
		users: users.map((user) => ({
			id: user.id,
			username: user.username,
			avatarUrl: user.avatar_url,
			status: user.status,
		})),
	};
}

/** Options of the demo source. */
export interface DemoDiscordOptions {
	/** The guild whose member count `/guildUsers` answers. */
	guildId?: string;
	/** The clock (epoch ms) recurring events are rolled forward by; tests pin it. */
	now?: () => number;
}

/** Serves the seeded `discord_*` tables, with recurring events rolled forward to `now`. */
export function createDemoDiscord({
	guildId = DEFAULT_DISCORD_GUILD_ID,
	now = Date.now,
}: DemoDiscordOptions = {}): DiscordSource {
	return {
		getMemberCount: async (db) => readDemoMemberCount(db, guildId),
		getEvents: async (db, id) => readDemoEvents(db, id, new Date(now())),
		getRole: async (db, roleId) => readDemoRole(db, roleId),
		close: async () => {},
	};
}
