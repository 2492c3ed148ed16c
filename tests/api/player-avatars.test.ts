import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { DonorSchema } from '../../src/contract/donations';
import { EggHunterListSchema } from '../../src/contract/egg-hunt';
import {
	LootbagTopPickerListSchema,
	LootbagTopResourceListSchema,
} from '../../src/contract/lootbags';
import { TopNoscoperSchema } from '../../src/contract/noscope';
import { PoopStatsSchema } from '../../src/contract/poop';
import { RoundActionListSchema } from '../../src/contract/rounds';
import { isIndividualSteamId } from '../../src/contract/steam-id';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import { bearer, createTestApp, logInAs, type TestApp } from '../fixtures/reference-api';
import { ACTION_MAY_OMIT, strictAnswer } from '../fixtures/strict-schema';

const avatarOf = (steamId: string) => `/api/players/${steamId}/avatar.svg`;

async function read<S extends z.core.$ZodType>(
	app: TestApp,
	path: string,
	schema: S,
	token?: string,
) {
	const response = await app.request(path, { headers: token ? bearer(token) : {} });
	expect(response.status, path).toBe(200);
	return strictAnswer(schema).parse(await response.json());
}

describe('avatars in the leaderboard answers', () => {
	it('gives every listed player of the boards their avatar', async () => {
		const { app } = await createTestApp();
		const noscopers = await read(app, '/api/jailbreak/noscope/top', z.array(TopNoscoperSchema));
		expect(noscopers.length).toBeGreaterThan(0);
		for (const row of noscopers) expect(row.avatar).toBe(avatarOf(row.steamid));
		const pickers = await read(
			app,
			'/api/jailbreak/lootbag/top-pickers',
			LootbagTopPickerListSchema,
		);
		for (const row of pickers) expect(row.avatar).toBe(avatarOf(row.pickerSteamId));
		const resources = await read(
			app,
			'/api/jailbreak/lootbag/top-resources',
			LootbagTopResourceListSchema,
		);
		for (const row of resources) expect(row.avatar).toBe(avatarOf(row.steamId));
		const hunters = await read(app, '/api/ttt/egg-hunters', EggHunterListSchema);
		for (const row of hunters) expect(row.avatar).toBe(avatarOf(row.steamid));
		const token = await logInAs(app, DEMO_ACCOUNTS.player);
		const poops = await read(app, '/api/jailbreak/poop/stats', PoopStatsSchema, token);
		for (const row of [...poops.topPoopers, ...poops.topVictims]) {
			expect(row.avatar).toBe(avatarOf(row.steamid));
		}
	});

	it("gives a timeline's players with a SteamID64 their avatar, and bots none", async () => {
		const { app, queries } = await createTestApp();
		// A seeded round whose timeline names a bot as well as players.
		const { round_id } = await queries
			.selectFrom('ttt_round_timelines')
			.select('round_id')
			.where('actions', 'like', '%"steamId":"BOT"%')
			.limit(1)
			.executeTakeFirstOrThrow();
		const strict = strictAnswer(RoundActionListSchema, { mayOmit: ACTION_MAY_OMIT });
		const response = await app.request(`/api/ttt/rounds/${round_id}/actions`);
		const actions = strict.parse(await response.json());
		const parties = actions.flatMap((action) => [action.actor, action.target]);
		const players = parties.filter((party) => isIndividualSteamId(party?.steamId));
		const others = parties.filter((party) => party && !isIndividualSteamId(party.steamId));
		expect(players.length).toBeGreaterThan(0);
		expect(others.length).toBeGreaterThan(0);
		for (const party of players) expect(party!.avatar).toBe(avatarOf(party!.steamId!));
		for (const party of others) expect(party!.avatar).toBeUndefined();
	});

	it('names the linked SteamID of a top supporter, and none for one who did not link', async () => {
		const { app, queries } = await createTestApp();
		const donors = await read(app, '/api/donations/top-alltime', z.array(DonorSchema));
		expect(donors.length).toBeGreaterThan(0);
		for (const donor of donors) {
			const { steam_id } = await queries
				.selectFrom('accounts')
				.select('steam_id')
				.where('id', '=', Number(donor.userId))
				.executeTakeFirstOrThrow();
			expect(donor.steamId ?? null).toBe(steam_id);
		}
	});
});
