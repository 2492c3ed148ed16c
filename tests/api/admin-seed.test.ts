import { describe, expect, it } from 'vitest';
import { createRootApp } from '../fixtures/admin-api';

interface Config {
	id: number;
	player_steamid: string;
	server_id: number | null;
	group_id: number | null;
	flags: string;
}

describe.each(['eu', 'na'])('the seeded admin area of %s', (region) => {
	it('has 3+ servers, 5+ groups with root and staff flags, and 30+ configs of 15+ players', async () => {
		const { call } = await createRootApp();
		expect(
			(await call('GET', `/game-servers?region=${region}`)).json.length,
		).toBeGreaterThanOrEqual(3);
		const groups = (await call('GET', `/game-groups?region=${region}`)).json;
		expect(groups.length).toBeGreaterThanOrEqual(5);
		const groupFlags = groups.flatMap((group: { flags: string }) => group.flags.split(','));
		expect(groupFlags).toEqual(expect.arrayContaining(['root', 'staff', 'z', 'a']));
		const configs: Config[] = (await call('GET', `/game-admins?region=${region}`)).json;
		expect(configs.length).toBeGreaterThanOrEqual(30);
		expect(new Set(configs.map((config) => config.player_steamid)).size).toBeGreaterThanOrEqual(15);
		expect(configs.some((config) => config.server_id === null)).toBe(true);
		expect(configs.some((config) => config.server_id !== null)).toBe(true);
		expect(configs.some((config) => config.group_id !== null)).toBe(true);
		expect(configs.some((config) => config.group_id === null && config.flags !== '')).toBe(true);
		for (const config of configs) expect(config.player_steamid).toMatch(/^7656119\d{10}$/);
	});

	it('holds two of the protected configs 0 to 3, both of one player', async () => {
		const { call } = await createRootApp();
		const configs: Config[] = (await call('GET', `/game-admins?region=${region}`)).json;
		const protectedOnes = configs.filter((config) => config.id <= 3);
		expect(protectedOnes.map((config) => config.id)).toEqual(region === 'eu' ? [0, 1] : [2, 3]);
		expect(new Set(protectedOnes.map((config) => config.player_steamid)).size).toBe(1);
	});
});
