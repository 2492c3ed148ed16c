import { DEFAULT_DISCORD_GUILD_ID, DEFAULT_STAFF_ROLE_IDS } from '../../defaults';
import type { SiteDb } from '../db/kysely';
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
export async function seedCommunityAt(db: SiteDb, random: Random, now: Date): Promise<void> {
	const guildId = DEFAULT_DISCORD_GUILD_ID;
	await db
		.insertInto('discord_guilds')
		.values({ id: guildId, name: 'Nova Gaming', member_count: random.intBetween(4200, 5200) })
		.execute();

	await db
		.insertInto('discord_events')
		.values(
			SEED_EVENTS.map((event) => ({
				id: makeSnowflake(random),
				guild_id: guildId,
				name: event.name,
				status: event.status,
				scheduled_start_time: startOf(event, now).toISOString(),
				recurrence_frequency: event.frequency ?? null,
				recurrence_interval: event.interval ?? 1,
				description: event.description ?? null,
			})),
		)
		.execute();

	await db
		.insertInto('discord_roles')
		.values(
			Object.entries(DEFAULT_STAFF_ROLE_IDS).map(([key, id]) => ({
				id,
				guild_id: guildId,
				name: ROLE_NAMES[key as keyof typeof ROLE_NAMES],
			})),
		)
		.execute();

	const staff = SEED_STAFF.map((member) => ({ ...member, id: makeSnowflake(random) }));
	await db
		.insertInto('discord_users')
		.values(
			staff.map((member) => ({
				id: member.id,
				username: member.username,
				avatar_url: member.avatar ? `/images/avatars/${member.avatar}` : null,
				status: member.status,
			})),
		)
		.execute();
	await db
		.insertInto('discord_role_members')
		.values(
			staff.flatMap((member) =>
				member.roles.map((role) => ({ role_id: DEFAULT_STAFF_ROLE_IDS[role], user_id: member.id })),
			),
		)
		.execute();
	await db
		.insertInto('staff_descriptions')
		.values(
			staff.flatMap(({ id, description }) =>
				description ? [{ discord_user_id: id, description }] : [],
			),
		)
		.execute();
}

/** The area seed: the community as it looks on the day the database is created. */
export function seedCommunity(db: SiteDb, random: Random): Promise<void> {
	return seedCommunityAt(db, random, new Date());
}
