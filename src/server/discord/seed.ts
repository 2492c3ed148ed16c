import type { Database } from 'better-sqlite3';
import { DEFAULT_DISCORD_GUILD_ID, DEFAULT_STAFF_ROLE_IDS } from '../../defaults';
import type { Random } from '../db/random';
import { SEED_EVENTS, SEED_STAFF, type SeedEvent } from './seed-data';

/** The tables the community seed fills (all empty: it runs). */
export const COMMUNITY_TABLES = [
	'discord_guilds',
	'discord_events',
	'discord_roles',
	'discord_users',
	'discord_role_members',
	'staff_descriptions',
] as const;

const ROLE_NAMES: Record<keyof typeof DEFAULT_STAFF_ROLE_IDS, string> = {
	core: 'Core Team',
	dev: 'Developer',
	ttt: 'TTT Staff',
	jailbreak: 'Jailbreak Staff',
};

const DAY_MS = 86_400_000;

/** A Discord-shaped id (snowflake digits) from the area's random stream. */
function makeSnowflake(random: Random): string {
	return `1${random.makeDigits(18)}`;
}

/** When a seeded event starts, relative to the seed moment. */
function startOf(event: SeedEvent, now: Date): Date {
	if (event.startedMinutesAgo !== undefined) {
		return new Date(now.getTime() - event.startedMinutesAgo * 60_000);
	}
	const day = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
	return new Date(day + event.day * DAY_MS + (event.hour * 60 + (event.minute ?? 0)) * 60_000);
}

/** Fills the demo guild: member count, events around `now`, staff roles and their members. */
export function seedCommunityAt(db: Database, random: Random, now: Date): void {
	const guildId = DEFAULT_DISCORD_GUILD_ID;
	db.prepare('INSERT INTO discord_guilds (id, name, member_count) VALUES (?, ?, ?)').run(
		guildId,
		'Nova Gaming',
		random.intBetween(4200, 5200),
	);

	const insertEvent = db.prepare(`INSERT INTO discord_events (
		id, guild_id, name, status, scheduled_start_time, recurrence_frequency, recurrence_interval,
		description
	) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
	for (const event of SEED_EVENTS) {
		insertEvent.run(
			makeSnowflake(random),
			guildId,
			event.name,
			event.status,
			startOf(event, now).toISOString(),
			event.frequency ?? null,
			event.interval ?? 1,
			event.description ?? null,
		);
	}

	const insertRole = db.prepare('INSERT INTO discord_roles (id, guild_id, name) VALUES (?, ?, ?)');
	for (const [key, id] of Object.entries(DEFAULT_STAFF_ROLE_IDS)) {
		insertRole.run(id, guildId, ROLE_NAMES[key as keyof typeof ROLE_NAMES]);
	}

	const insertUser = db.prepare(
		'INSERT INTO discord_users (id, username, avatar_url, status) VALUES (?, ?, ?, ?)',
	);
	const insertMember = db.prepare(
		'INSERT INTO discord_role_members (role_id, user_id) VALUES (?, ?)',
	);
	const insertDescription = db.prepare(
		'INSERT INTO staff_descriptions (discord_user_id, description) VALUES (?, ?)',
	);
	for (const staff of SEED_STAFF) {
		const id = makeSnowflake(random);
		const avatar = staff.avatar ? `/images/avatars/${staff.avatar}` : null;
		insertUser.run(id, staff.username, avatar, staff.status);
		for (const role of staff.roles) insertMember.run(DEFAULT_STAFF_ROLE_IDS[role], id);
		if (staff.description) insertDescription.run(id, staff.description);
	}
}

/** The area seed: the community as it looks on the day the database is created. */
export function seedCommunity(db: Database, random: Random): void {
	seedCommunityAt(db, random, new Date());
}
