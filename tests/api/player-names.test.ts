import { describe, expect, it } from 'vitest';
import { PlayerProfileSchema } from '../../src/contract/players';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import type { SiteDb } from '../../src/server/db/kysely';
import { issueIngestKey } from '../fixtures/ingest-servers';
import { createTestApp, postJson, testEngine, type TestApp } from '../fixtures/reference-api';
import { strictAnswer } from '../fixtures/strict-schema';

const Profile = strictAnswer(PlayerProfileSchema);

let counter = 0;
/** A player no seeded data names. */
function freshPlayer(): string {
	counter += 1;
	return `7656119777${String(counter).padStart(7, '0')}`;
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function nameOnPage(app: TestApp, steamId: string): Promise<string> {
	const response = await app.request(`/api/players/${steamId}`);
	expect(response.status).toBe(200);
	return Profile.parse(await response.json()).name;
}

function pickup(steamId: string, name: string, occurredAt = minutesFromNow(0)) {
	counter += 1;
	return {
		eventId: `pickup-${counter}`,
		picker: { steamId, name },
		rarity: 'Common',
		isTrueLootbag: true,
		// More than any seeded player gathers: the picker tops the resources board.
		resources: 1_000_000,
		occurredAt,
	};
}

function sendPickups(app: TestApp, headers: Record<string, string>, ...events: unknown[]) {
	return postJson(app, '/api/ingest/jailbreak/lootbag-pickups', { events }, headers);
}

function sendRound(app: TestApp, headers: Record<string, string>, steamId: string, name: string) {
	counter += 1;
	return postJson(
		app,
		'/api/ingest/ttt/rounds',
		{
			roundId: `names-${counter}`,
			map: 'ttt_names',
			startTime: minutesFromNow(-10),
			endTime: minutesFromNow(-5),
			winningTeam: 'innocent',
			actions: [
				{
					actionType: 'MiscAction',
					message: `${name} found a body`,
					timeInRound: 5,
					actor: { steamId, name, role: 'innocent' },
				},
			],
		},
		headers,
	);
}

describe('player names from game servers', () => {
	it("keeps a player's name with the server that first reported them", async () => {
		const { app, queries } = await createTestApp();
		const naTtt = await issueIngestKey(queries, { region: 'na', mode: 'ttt' });
		const euJailbreak = await issueIngestKey(queries, { region: 'eu', mode: 'jailbreak' });
		const player = freshPlayer();
		expect((await sendRound(app, naTtt.headers, player, 'RealName')).status).toBe(201);

		// Another server's key stores its event, but does not rename the player anywhere.
		expect((await sendPickups(app, euJailbreak.headers, pickup(player, 'Hijacked'))).status).toBe(
			200,
		);
		expect(await nameOnPage(app, player)).toBe('RealName');
		const board = (await (await app.request('/api/jailbreak/lootbag/top-resources')).json()) as {
			steamId: string;
			playerName: string;
		}[];
		expect(board[0]).toMatchObject({ steamId: player, playerName: 'RealName' });

		// Their own server still renames them.
		expect((await sendRound(app, naTtt.headers, player, 'NewName')).status).toBe(201);
		expect(await nameOnPage(app, player)).toBe('NewName');
	});

	it('shows the first reporting server’s name on the egg hunt board too', async () => {
		const { app, queries } = await createTestApp();
		const home = await issueIngestKey(queries, { region: 'na', mode: 'ttt' });
		const other = await issueIngestKey(queries, { region: 'eu', mode: 'ttt' });
		const player = freshPlayer();
		expect((await sendRound(app, home.headers, player, 'HomeName')).status).toBe(201);
		const eggs = Array.from({ length: 200 }, (_, i) => ({
			id: `egg-${player}-${i}`,
			steamid: player,
			playerName: 'EggImpostor',
			pickedUpAt: minutesFromNow(-1),
		}));
		const sent = await postJson(
			app,
			'/api/ingest/ttt/egg-pickups',
			{ pickups: eggs },
			other.headers,
		);
		expect(sent.status).toBe(201);
		const board = (await (await app.request('/api/ttt/egg-hunters')).json()) as {
			steamid: string;
			player_name: string;
		}[];
		expect(board[0]).toMatchObject({ steamid: player, player_name: 'HomeName' });
	});

	it('dates a name no later than its receipt, so a name sent ahead of the clock cannot pin it', async () => {
		const { app, queries } = await createTestApp();
		const { headers } = await issueIngestKey(queries, { mode: 'jailbreak' });
		const player = freshPlayer();
		expect(
			(await sendPickups(app, headers, pickup(player, 'Pinned', minutesFromNow(4)))).status,
		).toBe(200);
		expect((await sendPickups(app, headers, pickup(player, 'Corrected'))).status).toBe(200);
		expect(await nameOnPage(app, player)).toBe('Corrected');
	});

	it('strips control, bidirectional and zero-width characters, and refuses a name left empty', async () => {
		const { app, queries } = await createTestApp();
		const jailbreak = await issueIngestKey(queries, { mode: 'jailbreak' });
		const ttt = await issueIngestKey(queries, { mode: 'ttt' });
		const player = freshPlayer();
		const raw = ' \u0000Evil\u001b[31m\u202eKing\u200b\u2066 ';
		expect((await sendPickups(app, jailbreak.headers, pickup(player, raw))).status).toBe(200);
		expect(await nameOnPage(app, player)).toBe('Evil[31mKing');

		const empty = await sendPickups(
			app,
			jailbreak.headers,
			pickup(freshPlayer(), '\u200b\u202e\u0007'),
		);
		expect(empty.status).toBe(400);
		expect(await empty.json()).toEqual({
			message: 'events.0.picker.name: name must be 1 to 64 visible characters',
		});
		const egg = await postJson(
			app,
			'/api/ingest/ttt/egg-pickups',
			{
				pickups: [
					{ id: 'e1', steamid: freshPlayer(), playerName: '\u2067', pickedUpAt: minutesFromNow(0) },
				],
			},
			ttt.headers,
		);
		expect(egg.status).toBe(400);
		expect(await egg.json()).toEqual({
			message: 'pickups.0.playerName: playerName must be 1 to 64 visible characters',
		});
		const round = await sendRound(app, ttt.headers, freshPlayer(), '\ufeff');
		expect(round.status).toBe(400);
		expect(((await round.json()) as { message: string }).message).toContain(
			'name must be 1 to 64 visible characters',
		);
	});

	it('never shows a hidden character stored before names were checked', async () => {
		const { app, queries } = await createTestApp();
		const player = freshPlayer();
		// PostgreSQL's text holds no NUL character: another control character stands in for it there.
		const hidden = testEngine === 'sqlite' ? '\u0000' : '\u0001';
		await queries
			.insertInto('players')
			.values({ steamid: player, name: `Nul${hidden}Esc\u001bName`, search_name: 'x', seen_at: 0 })
			.execute();
		expect(await nameOnPage(app, player)).toBe('NulEscName');
	});
});

describe('Steam names on player pages', () => {
	async function linkedSteamId(db: SiteDb) {
		const account = await db
			.selectFrom('accounts')
			.select(['steam_id', 'steam_username'])
			.where('email', '=', DEMO_ACCOUNTS.player.email)
			.executeTakeFirstOrThrow();
		return { steam_id: account.steam_id!, steam_username: account.steam_username! };
	}

	it('shows the Steam name of a linked account, whatever a game server reports', async () => {
		const { app, queries } = await createTestApp();
		const { headers } = await issueIngestKey(queries, { mode: 'jailbreak' });
		const linked = await linkedSteamId(queries);
		expect(linked.steam_username).not.toBe('Impostor');
		expect((await sendPickups(app, headers, pickup(linked.steam_id, 'Impostor'))).status).toBe(200);
		expect(await nameOnPage(app, linked.steam_id)).toBe(linked.steam_username);
	});

	it('shows the Steam profile name the live look-up cached before any other', async () => {
		const { app, queries } = await createTestApp();
		const { headers } = await issueIngestKey(queries, { mode: 'jailbreak' });
		const linked = await linkedSteamId(queries);
		const player = freshPlayer();
		expect((await sendPickups(app, headers, pickup(player, 'FromServer'))).status).toBe(200);
		await queries
			.insertInto('steam_profiles')
			.values([
				{ steamid: player, avatar: null, name: 'SteamProfile\u200d', fetched_at: 0 },
				{ steamid: linked.steam_id, avatar: null, name: 'LiveSteamName', fetched_at: 0 },
			])
			.execute();
		expect(await nameOnPage(app, player)).toBe('SteamProfile');
		expect(await nameOnPage(app, linked.steam_id)).toBe('LiveSteamName');
	});
});
