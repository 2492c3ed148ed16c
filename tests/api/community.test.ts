import { describe, expect, it } from 'vitest';
import { DEFAULT_DISCORD_GUILD_ID, DEFAULT_STAFF_ROLE_IDS } from '../../src/defaults';
import { EVENT_STATUS, EventsAnswerSchema, eventStatusLabel } from '../../src/contract/events';
import { COMMUNITY_MESSAGES, GuildUsersAnswerSchema } from '../../src/contract/guild';
import { RoleUsersAnswerSchema, STAFF_STATUSES } from '../../src/contract/staff';
import { createDemoDiscord } from '../../src/server/discord/demo';
import { selectUpcomingEvents } from '../../src/features/events/model';
import { createTestApp } from '../fixtures/reference-api';
import { strictAnswer } from '../fixtures/strict-schema';

const DAY_MS = 86_400_000;

async function getJson(app: Awaited<ReturnType<typeof createTestApp>>['app'], path: string) {
	const response = await app.request(path);
	const body: unknown = await response.json();
	return { status: response.status, body };
}

/** What the home page lists from an answer at `now` (its own selection). */
function upcomingAt(body: unknown, now: number) {
	return selectUpcomingEvents(strictAnswer(EventsAnswerSchema).parse(body).events, now);
}

describe('GET /api/guildUsers', () => {
	it('answers the member count of the demo guild', async () => {
		const { app } = await createTestApp();
		const { status, body } = await getJson(app, '/api/guildUsers');
		expect(status).toBe(200);
		const { memberCount } = strictAnswer(GuildUsersAnswerSchema).parse(body);
		expect(memberCount).toBeGreaterThan(1000);
	});

	it('answers null when the configured guild is not in the demo tables', async () => {
		const { app } = await createTestApp({ discord: createDemoDiscord({ guildId: '42' }) });
		expect(await getJson(app, '/api/guildUsers')).toEqual({
			status: 200,
			body: { memberCount: null },
		});
	});
});

describe('GET /api/guild-events/{guildId}', () => {
	it('lists the guild events with every status, recurrences and missing descriptions', async () => {
		const { app } = await createTestApp();
		const { status, body } = await getJson(app, `/api/guild-events/${DEFAULT_DISCORD_GUILD_ID}`);
		expect(status).toBe(200);
		const raw = (body as { events: Record<string, unknown>[] }).events;
		expect(new Set(raw.map((event) => event.status))).toEqual(new Set([1, 2, 3, 4, 7]));
		expect(raw.some((event) => event.recurrence === null)).toBe(true);
		expect(raw.map((event) => event.recurrence)).toContain('Daily');
		expect(raw.some((event) => /^Weekly on [A-Z][a-z]+day$/.test(String(event.recurrence)))).toBe(
			true,
		);
		expect(raw.some((event) => event.description === null)).toBe(true);
		expect(raw.some((event) => String(event.description).length > 100)).toBe(true);
		const { events } = strictAnswer(EventsAnswerSchema).parse(body);
		const now = Date.now();
		expect(events.some((event) => Date.parse(event.scheduledStartTime) < now - DAY_MS)).toBe(true);
		expect(upcomingAt(body, now)).toHaveLength(3);
	});

	it.each([14, 45, 400])('still has three upcoming events %i days after the seed', async (days) => {
		const later = Date.now() + days * DAY_MS;
		const { app } = await createTestApp({ discord: createDemoDiscord({ now: () => later }) });
		const { body } = await getJson(app, `/api/guild-events/${DEFAULT_DISCORD_GUILD_ID}`);
		expect(upcomingAt(body, later)).toHaveLength(3);
		const { events } = strictAnswer(EventsAnswerSchema).parse(body);
		const future = events.filter(
			(event) =>
				event.status === EVENT_STATUS.scheduled && Date.parse(event.scheduledStartTime) > later,
		);
		expect(future.length).toBeGreaterThanOrEqual(3);
		// The running event started within its last day, not weeks ago.
		const active = events.find((event) => event.status === 2)!;
		expect(later - Date.parse(active.scheduledStartTime)).toBeLessThanOrEqual(DAY_MS);
		expect(later - Date.parse(active.scheduledStartTime)).toBeGreaterThanOrEqual(0);
	});

	it('gives the home page the three soonest running or future events at a fixed clock', async () => {
		const now = Date.parse('2030-06-15T12:00:00Z');
		const { app, queries } = await createTestApp({
			discord: createDemoDiscord({ now: () => now }),
		});
		await queries.deleteFrom('discord_events').execute();
		const rows: [name: string, status: number, start: string][] = [
			['past', EVENT_STATUS.scheduled, '2030-06-15T11:59:59Z'],
			['running', EVENT_STATUS.active, '2030-06-15T11:00:00Z'],
			['in a week', EVENT_STATUS.scheduled, '2030-06-22T12:00:00Z'],
			['tomorrow', EVENT_STATUS.scheduled, '2030-06-16T12:00:00Z'],
			['done', EVENT_STATUS.completed, '2030-06-17T12:00:00Z'],
			['called off', EVENT_STATUS.canceled, '2030-06-15T13:00:00Z'],
			['next month', EVENT_STATUS.scheduled, '2030-07-15T12:00:00Z'],
		];
		await queries
			.insertInto('discord_events')
			.values(
				rows.map(([name, status, start], index) => ({
					id: `9${index}`.padEnd(18, '0'),
					guild_id: DEFAULT_DISCORD_GUILD_ID,
					name,
					status,
					scheduled_start_time: start,
				})),
			)
			.execute();
		const { status, body } = await getJson(app, `/api/guild-events/${DEFAULT_DISCORD_GUILD_ID}`);
		expect(status).toBe(200);
		// A canceled or completed event still on the calendar is listed with its status.
		expect(
			upcomingAt(body, now).map((event) => [event.name, eventStatusLabel(event.status)]),
		).toEqual([
			['running', 'Active'],
			['called off', 'Canceled'],
			['tomorrow', 'Scheduled'],
		]);
	});

	it.each(['1', '99999999999999999', 'not-a-guild', '1'.repeat(21)])(
		'answers 404 for the unknown guild %s',
		async (guildId) => {
			const { app } = await createTestApp();
			expect(await getJson(app, `/api/guild-events/${guildId}`)).toEqual({
				status: 404,
				body: { message: COMMUNITY_MESSAGES.unknownGuild },
			});
		},
	);
});

describe('GET /api/role-users/{roleId}', () => {
	async function getRole(roleId: string) {
		const { app } = await createTestApp();
		const { status, body } = await getJson(app, `/api/role-users/${roleId}`);
		expect(status).toBe(200);
		return {
			raw: body as { users: Record<string, unknown>[] },
			...strictAnswer(RoleUsersAnswerSchema).parse(body),
		};
	}

	it('answers each of the four staff roles with members', async () => {
		for (const [key, roleId] of Object.entries(DEFAULT_STAFF_ROLE_IDS)) {
			const role = await getRole(roleId);
			expect(role.id).toBe(roleId);
			expect(role.users.length, key).toBeGreaterThan(0);
		}
	});

	it('covers every presence, a member of two roles, missing and long descriptions', async () => {
		const roles = await Promise.all(Object.values(DEFAULT_STAFF_ROLE_IDS).map(getRole));
		const all = roles.flatMap((role) => role.raw.users);
		expect(new Set(all.map((user) => user.status))).toEqual(new Set(STAFF_STATUSES));
		const ids = all.map((user) => user.id);
		expect(ids.length - new Set(ids).size).toBe(1);
		expect(all.some((user) => user.description === null)).toBe(true);
		expect(all.some((user) => String(user.description).length > 150)).toBe(true);
		expect(all.some((user) => user.avatarUrl === null)).toBe(true);
	});

	it("takes descriptions from the site's own table, keyed by Discord user id", async () => {
		const { app, queries } = await createTestApp();
		const path = `/api/role-users/${DEFAULT_STAFF_ROLE_IDS.jailbreak}`;
		const before = strictAnswer(RoleUsersAnswerSchema).parse((await getJson(app, path)).body);
		const member = before.users[0]!;
		await queries
			.insertInto('staff_descriptions')
			.values({ discord_user_id: member.id, description: 'Updated' })
			.onConflict((conflict) =>
				conflict.column('discord_user_id').doUpdateSet({ description: 'Updated' }),
			)
			.execute();
		const after = strictAnswer(RoleUsersAnswerSchema).parse((await getJson(app, path)).body);
		expect(after.users.find((user) => user.id === member.id)?.description).toBe('Updated');
	});

	it.each(['1', '1107390432114040942', 'core', '1'.repeat(21)])(
		'answers 404 for the unknown role %s',
		async (roleId) => {
			const { app } = await createTestApp();
			expect(await getJson(app, `/api/role-users/${roleId}`)).toEqual({
				status: 404,
				body: { message: COMMUNITY_MESSAGES.unknownRole },
			});
		},
	);
});
