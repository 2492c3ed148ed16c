import { describe, expect, it } from 'vitest';
import { isIndividualSteamId, steamProfileUrl } from '../../src/contract/steam-id';

describe('steamProfileUrl', () => {
	it.each([
		['76561198045213987', 'https://steamcommunity.com/profiles/76561198045213987'],
		['76561190000000000', 'https://steamcommunity.com/profiles/76561190000000000'],
	])('links %s', (id, url) => {
		expect(steamProfileUrl(id)).toBe(url);
		expect(isIndividualSteamId(id)).toBe(true);
	});

	it.each([
		['a bot', 'BOT'],
		['a numbered bot', 'BOT_3'],
		['the zero id', '0'],
		['an empty id', ''],
		['16 digits', '7656119804521398'],
		['18 digits', '765611980452139871'],
		['another prefix', '76561208045213987'],
		['a legacy id', 'STEAM_0:1:42474129'],
		['digits with spaces', ' 76561198045213987'],
		['a number, not text', Number('76561198045213987')],
		['null', null],
		['undefined', undefined],
	])('does not link %s', (_case, id) => {
		expect(steamProfileUrl(id)).toBeNull();
		expect(isIndividualSteamId(id)).toBe(false);
	});
});
