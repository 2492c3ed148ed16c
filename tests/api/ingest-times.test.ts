import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EggHunterListSchema } from '../../src/contract/egg-hunt';
import { TopNoscoperListSchema } from '../../src/contract/noscope';
import { issueIngestKey } from '../fixtures/ingest-servers';
import { createTestApp, postJson, type TestApp } from '../fixtures/reference-api';
import { strictAnswer } from '../fixtures/strict-schema';

// The site's clock for every test here; events are dated relative to it.
const NOW = Date.parse('2030-01-02T00:00:00Z');
const at = (offsetMinutes: number) => new Date(NOW + offsetMinutes * 60_000).toISOString();

beforeEach(() => {
	vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
	vi.useRealTimers();
});

const PLAYER = '76561198000000077';

function noscope(eventId: string, name: string, occurredAt: string) {
	return {
		eventId,
		attacker: { steamId: PLAYER, name },
		victim: { steamId: null, name: 'Bot' },
		weapon: 'awp',
		distance: 999_000,
		headshot: true,
		map: 'jb_clock',
		occurredAt,
	};
}

async function expectRefused(response: Response, message: string) {
	expect(response.status).toBe(400);
	expect(await response.json()).toEqual({ message });
}

describe('event times', () => {
	it('refuses Jailbreak events dated more than 5 minutes ahead or before 2015, naming the field', async () => {
		const { app, queries } = await createTestApp();
		const { headers } = await issueIngestKey(queries, { mode: 'jailbreak' });
		const send = (path: string, events: unknown[]) =>
			postJson(app, `/api/ingest/jailbreak/${path}`, { events }, headers);
		await expectRefused(
			await send('noscopes', [noscope('ok', 'A', at(0)), noscope('ahead', 'A', at(6))]),
			'events.1.occurredAt: occurredAt must not be more than 5 minutes in the future',
		);
		await expectRefused(
			await send('poops', [
				{
					eventId: 'old',
					pooper: { steamId: PLAYER, name: 'A' },
					map: 'jb',
					occurredAt: '2014-12-31T23:59:59Z',
				},
			]),
			'events.0.occurredAt: occurredAt must not be before 2015',
		);
		// Nothing of a refused batch is stored; within the 5 minutes a drifting clock is fine.
		const accepted = await send('noscopes', [
			noscope('ok', 'A', at(0)),
			noscope('drift', 'A', at(5)),
		]);
		expect(await accepted.json()).toEqual({ created: 2, duplicates: 0 });
	});

	it("keeps a player's name from the newest accepted event, so a later correction wins", async () => {
		const { app, queries } = await createTestApp();
		const { headers } = await issueIngestKey(queries, { mode: 'jailbreak' });
		const send = (...events: unknown[]) =>
			postJson(app, '/api/ingest/jailbreak/noscopes', { events }, headers);
		const nameShown = async () => {
			const top = strictAnswer(TopNoscoperListSchema).parse(
				await (await app.request('/api/jailbreak/noscope/top?filterBy=distance')).json(),
			);
			return top.find((row) => row.steamid === PLAYER)?.player_name;
		};
		expect((await send(noscope('1', 'First Name', at(-60)))).status).toBe(200);
		// An event dated far ahead cannot pin a name: it is refused.
		expect((await send(noscope('2', 'Pinned', '9999-12-31T23:59:59Z'))).status).toBe(400);
		expect((await send(noscope('3', 'Corrected', at(0)))).status).toBe(200);
		expect(await nameShown()).toBe('Corrected');
		// An older event delivered late does not bring an old name back.
		expect((await send(noscope('4', 'Stale', at(-120)))).status).toBe(200);
		expect(await nameShown()).toBe('Corrected');
	});

	it('refuses egg pickups dated ahead and keeps the name of the newest pickup', async () => {
		const { app, queries } = await createTestApp();
		const { headers } = await issueIngestKey(queries);
		const pickup = (id: string, playerName: string, pickedUpAt: string) => ({
			id,
			steamid: PLAYER,
			playerName,
			pickedUpAt,
		});
		const send = (...pickups: unknown[]) =>
			postJson(app, '/api/ingest/ttt/egg-pickups', { pickups }, headers);
		await expectRefused(
			await send(pickup('e1', 'Pinned', at(10))),
			'pickups.0.pickedUpAt: pickedUpAt must not be more than 5 minutes in the future',
		);
		await expectRefused(
			await send(pickup('e0', 'Ancient', '2001-01-01T00:00:00Z')),
			'pickups.0.pickedUpAt: pickedUpAt must not be before 2015',
		);
		expect(
			(await send(pickup('e2', 'Hunter', at(-5)), pickup('e3', 'Hunter Renamed', at(0)))).status,
		).toBe(201);
		const hunters = EggHunterListSchema.parse(
			await (await app.request('/api/ttt/egg-hunters')).json(),
		);
		expect(hunters.find((hunter) => hunter.steamid === PLAYER)?.player_name).toBe('Hunter Renamed');
	});
});

describe('round times', () => {
	async function upload(
		app: TestApp,
		headers: Record<string, string>,
		round: Record<string, unknown>,
	) {
		return postJson(
			app,
			'/api/ingest/ttt/rounds',
			{ roundId: 'r1', map: 'ttt_clock', ...round },
			headers,
		);
	}

	it('refuses a start or end ahead of the clock or before 2015, and an end before the start', async () => {
		const { app, queries } = await createTestApp();
		const { headers } = await issueIngestKey(queries);
		await expectRefused(
			await upload(app, headers, {
				startTime: '9999-12-31T00:00:00Z',
				endTime: '0001-01-01T00:00:00Z',
			}),
			'startTime: startTime must not be more than 5 minutes in the future',
		);
		await expectRefused(
			await upload(app, headers, { startTime: at(-10), endTime: at(30) }),
			'endTime: endTime must not be more than 5 minutes in the future',
		);
		await expectRefused(
			await upload(app, headers, { startTime: '2014-06-01T00:00:00Z' }),
			'startTime: startTime must not be before 2015',
		);
		await expectRefused(
			await upload(app, headers, { startTime: at(-10), endTime: at(-11) }),
			'endTime: endTime must not be before startTime',
		);
		expect((await upload(app, headers, { startTime: at(-10), endTime: at(-10) })).status).toBe(201);
	});

	it('refuses a round longer than 6 hours', async () => {
		const { app, queries } = await createTestApp();
		const { headers } = await issueIngestKey(queries);
		await expectRefused(
			await upload(app, headers, { startTime: '2015-01-01T00:00:00Z', endTime: at(0) }),
			'endTime: endTime must be at most 6 hours after startTime',
		);
		await expectRefused(
			await upload(app, headers, { startTime: at(-6 * 60 - 1), endTime: at(0) }),
			'endTime: endTime must be at most 6 hours after startTime',
		);
		expect((await upload(app, headers, { startTime: at(-6 * 60), endTime: at(0) })).status).toBe(
			201,
		);
	});
});
