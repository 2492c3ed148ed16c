import { EVENT_STATUS, type EventWire } from '../../contract/events';
import type { StaffStatus } from '../../contract/staff';
import { DEFAULT_DISCORD_GUILD_ID } from '../../defaults';
import type { SiteDb } from '../db/kysely';
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
export async function readDemoMemberCount(db: SiteDb, guildId: string): Promise<number | null> {
	const row = await db
		.selectFrom('discord_guilds')
		.select('member_count')
		.where('id', '=', guildId)
		.executeTakeFirst();
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
export async function readDemoEvents(
	db: SiteDb,
	guildId: string,
	now: Date,
): Promise<EventWire[] | null> {
	const guild = await db
		.selectFrom('discord_guilds')
		.select('id')
		.where('id', '=', guildId)
		.executeTakeFirst();
	if (!guild) return null;
	const rows: EventRow[] = await db
		.selectFrom('discord_events')
		.select([
			'id',
			'name',
			'status',
			'scheduled_start_time',
			(eb) =>
				eb
					.ref('recurrence_frequency')
					.$castTo<RecurrenceFrequency | null>()
					.as('recurrence_frequency'),
			'recurrence_interval',
			'description',
		])
		.where('guild_id', '=', guildId)
		.orderBy('scheduled_start_time')
		.orderBy('id')
		.execute();
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

/**
 * A demo role with its members by name, ignoring ASCII case (`lower` folds only ASCII on both
 * engines, as SQLite's NOCASE does), or null when there is no such role.
 */
export async function readDemoRole(db: SiteDb, roleId: string): Promise<DiscordRole | null> {
	const role = await db
		.selectFrom('discord_roles')
		.select(['id', 'name'])
		.where('id', '=', roleId)
		.executeTakeFirst();
	if (!role) return null;
	const users = await db
		.selectFrom('discord_role_members as m')
		.innerJoin('discord_users as u', 'u.id', 'm.user_id')
		.select([
			'u.id',
			'u.username',
			'u.avatar_url',
			(eb) => eb.ref('u.status').$castTo<StaffStatus>().as('status'),
		])
		.where('m.role_id', '=', roleId)
		.orderBy((eb) => eb.fn('lower', [eb.ref('u.username')]))
		.orderBy('u.id')
		.execute();
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
interface DemoDiscordOptions {
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
		getMemberCount: (db) => readDemoMemberCount(db, guildId),
		getEvents: (db, id) => readDemoEvents(db, id, new Date(now())),
		getRole: (db, roleId) => readDemoRole(db, roleId),
		close: async () => {},
	};
}
