import type { REST } from '@discordjs/rest';
import { z } from 'zod';
import type { EventWire } from '../../contract/events';
import type { StaffStatus } from '../../contract/staff';
import { createCachedLoad } from './cached';
import { describeRecurrence, type Recurrence, type RecurrenceFrequency } from './recurrence';
import { createDiscordRest, type DiscordRestOptions } from './rest';
import { redactError } from '../http/redact';
import { readPresence } from './stored-presence';
import type { DiscordRole, DiscordSource, PresenceSource } from './source';
import type { PartHealth } from '../health/part-health';

/** Options of the live Discord source. */
interface LiveDiscordOptions extends DiscordRestOptions {
	/** The community's guild: the only one whose data is served. */
	guildId: string;
	/** The REST client to share with the gateway; made from the options above without one. */
	rest?: REST;
	/** How long answers are reused: about a minute, so page views never meet the rate limits. */
	cacheMs?: number;
	/** How long to wait before asking again after a failure. */
	retryMs?: number;
	/**
	 * Presence of the members from a gateway connection of this process; without it, the
	 * statuses the server holding the gateway wrote to the database (see stored-presence.ts).
	 */
	presence?: PresenceSource;
	now?: () => number;
	/** Where each load's outcome is reported, for the health answer. */
	health?: PartHealth;
}

const CACHE_MS = 60_000;
const RETRY_MS = 15_000;
/** Discord's largest page of guild members. */
const MEMBERS_PAGE = 1000;
/** Guards the member walk: 10 pages cover a guild of 10,000 members. */
const MAX_MEMBER_PAGES = 10;
const CDN = 'https://cdn.discordapp.com';

const GuildSchema = z.object({ approximate_member_count: z.number().int().nonnegative() });

const FREQUENCIES: Record<number, RecurrenceFrequency> = {
	0: 'yearly',
	1: 'monthly',
	2: 'weekly',
	3: 'daily',
};

const ScheduledEventSchema = z.object({
	id: z.string(),
	name: z.string(),
	status: z.number(),
	scheduled_start_time: z.string(),
	description: z.string().nullish(),
	recurrence_rule: z
		.object({
			frequency: z.number(),
			interval: z.number().int().positive().catch(1),
			by_weekday: z.array(z.number()).nullish(),
		})
		.nullish()
		.catch(null),
});

const RoleSchema = z.object({ id: z.string(), name: z.string() });

const MemberSchema = z.object({
	nick: z.string().nullish(),
	roles: z.array(z.string()),
	user: z.object({
		id: z.string(),
		username: z.string(),
		global_name: z.string().nullish(),
		avatar: z.string().nullish(),
	}),
});

type Member = z.infer<typeof MemberSchema>;

/** A member as the team page shows them: server nickname, else display name, else username. */
function toRoleMember({ nick, user }: Member, statusOf: (userId: string) => StaffStatus) {
	return {
		id: user.id,
		username: nick || user.global_name || user.username,
		avatarUrl: user.avatar ? `${CDN}/avatars/${user.id}/${user.avatar}.png?size=128` : null,
		// The REST API has no presence: it only reaches a bot over the gateway.
		status: statusOf(user.id),
	};
}

function toGuildEvent(event: z.infer<typeof ScheduledEventSchema>): EventWire {
	const rule = event.recurrence_rule;
	const frequency = rule ? FREQUENCIES[rule.frequency] : undefined;
	const recurrence: Recurrence | undefined =
		rule && frequency
			? { frequency, interval: rule.interval, weekday: rule.by_weekday?.[0] ?? undefined }
			: undefined;
	return {
		id: event.id,
		name: event.name,
		status: event.status,
		// Discord keeps a recurring event's start time on its next occurrence itself.
		scheduledStartTime: event.scheduled_start_time,
		recurrence: recurrence ? describeRecurrence(recurrence) : null,
		description: event.description ?? null,
	};
}

/**
 * Reads the guild from Discord's REST API with a bot token. Each kind of answer is cached for
 * `cacheMs` and shared by every request meanwhile; when Discord fails, the last good answer is
 * served (or an empty one), never an error. Member presence comes from `presence` (the gateway)
 * at the moment of each request, so a status change shows even while the member list is cached.
 */
export function createLiveDiscord({
	guildId,
	rest: sharedRest,
	cacheMs = CACHE_MS,
	retryMs = RETRY_MS,
	presence,
	now = Date.now,
	health,
	...restOptions
}: LiveDiscordOptions): DiscordSource {
	const rest = sharedRest ?? createDiscordRest(restOptions);

	const cached = <T>(what: string, load: () => Promise<T>) =>
		createCachedLoad(
			async () => {
				const value = await load();
				health?.recordSuccess('discord');
				return value;
			},
			{
				ttlMs: cacheMs,
				retryMs,
				now,
				onError: (error) => {
					health?.recordError('discord');
					console.error(`Discord ${what} failed:`, redactError(error));
				},
			},
		);

	const memberCount = cached('member count', async () => {
		const guild = await rest.get(`/guilds/${guildId}`, {
			query: new URLSearchParams({ with_counts: 'true' }),
		});
		return GuildSchema.parse(guild).approximate_member_count;
	});

	const events = cached('scheduled events', async () => {
		const answer = await rest.get(`/guilds/${guildId}/scheduled-events`);
		return z.array(ScheduledEventSchema).parse(answer).map(toGuildEvent);
	});

	// Discord has no "members of a role" call: one walk over the member list serves every role.
	const directory = cached('roles and members', async () => {
		const roles = z.array(RoleSchema).parse(await rest.get(`/guilds/${guildId}/roles`));
		const members: Member[] = [];
		let after = '0';
		for (let page = 0; page < MAX_MEMBER_PAGES; page++) {
			const query = new URLSearchParams({ limit: String(MEMBERS_PAGE), after });
			const batch = z
				.array(MemberSchema)
				.parse(await rest.get(`/guilds/${guildId}/members`, { query }));
			members.push(...batch);
			if (batch.length < MEMBERS_PAGE) break;
			after = batch.at(-1)!.user.id;
		}
		return { roles, members };
	});

	return {
		async getMemberCount() {
			const answer = await memberCount();
			return answer.ok ? answer.value : null;
		},
		async getEvents(_db, id) {
			if (id !== guildId) return null;
			const answer = await events();
			return answer.ok ? answer.value : [];
		},
		async getRole(db, roleId): Promise<DiscordRole | null> {
			const [answer] = await Promise.all([directory(), presence?.ready()]);
			// Without any answer yet, an outage cannot tell a wrong id from a right one: empty.
			if (!answer.ok) return { id: roleId, name: '', users: [] };
			const role = answer.value.roles.find((candidate) => candidate.id === roleId);
			if (!role) return null;
			const members = answer.value.members.filter((member) => member.roles.includes(roleId));
			let statusOf = (userId: string) => presence?.statusOf(userId) ?? 'offline';
			if (!presence) {
				const stored = await readPresence(
					db,
					members.map((member) => member.user.id),
					now(),
				);
				statusOf = (userId) => stored.get(userId) ?? 'offline';
			}
			const users = members
				.map((member) => toRoleMember(member, statusOf))
				.sort((a, b) => a.username.localeCompare(b.username));
			return { id: role.id, name: role.name, users };
		},
		close: async () => presence?.close(),
	};
}

/** What connecting to Discord needs: the bot token and guild, and the live source's options. */
type ConnectDiscordOptions = Omit<LiveDiscordOptions, 'rest' | 'presence'>;

/**
 * The live source as every server process runs it: REST for the guild's data, and the staff's
 * presence as the process holding the gateway connection wrote it to the database (that
 * connection is background work: `startPresenceWriter`, on one process at a time).
 */
export function connectDiscord(options: ConnectDiscordOptions): DiscordSource {
	return createLiveDiscord({ ...options, rest: createDiscordRest(options) });
}
