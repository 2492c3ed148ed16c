import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { PLAYER_SEARCH_MAX_CHARS } from '../../src/contract/players';
import {
	formatDistance,
	formatRate,
	playerPageMeta,
	roleLabel,
	roundResult,
	searchText,
} from '../../src/features/players/model';
import { playerHref } from '../../src/lib/player-links';
import { foldName, prefixRange } from '../../src/server/players/directory';

describe('player page model', () => {
	it.each([
		['  Zeph ', 'Zeph'],
		['', null],
		['   ', null],
		['x'.repeat(PLAYER_SEARCH_MAX_CHARS), 'x'.repeat(PLAYER_SEARCH_MAX_CHARS)],
		['x'.repeat(PLAYER_SEARCH_MAX_CHARS + 1), null],
	])('searches %j as %j', (input, expected) => {
		expect(searchText(input)).toBe(expected);
	});

	it.each([
		[null, '–'],
		[1234.56, '1,234.6 u'],
		[500, '500 u'],
	])('writes the distance %j as %j', (value, expected) => {
		expect(formatDistance(value)).toBe(expected);
	});

	it.each([
		[null, '–'],
		[0.25, '25%'],
		[1 / 3, '33.3%'],
	])('writes the rate %j as %j', (value, expected) => {
		expect(formatRate(value)).toBe(expected);
	});

	it('names roles and results', () => {
		expect(roleLabel('traitor')).toBe('Traitor');
		expect(roleLabel(null)).toBe('Unknown');
		expect([true, false, null].map(roundResult)).toEqual(['Won', 'Lost', 'In Progress']);
	});

	it('describes a player for shared links', () => {
		const meta = playerPageMeta({
			steamId: '76561198000000001',
			name: 'Zephyr',
			avatar: null,
			donator: null,
			ttt: { roundsPlayed: 1200, traitorWins: 300, innocentWins: 400, recentRounds: [] },
			jailbreak: {
				noscopes: 12,
				bestDistance: 4321.5,
				averageDistance: 1000,
				headshotRate: 0.5,
				lootbagsPicked: 0,
				resources: 0,
			},
			eggs: 0,
		});
		expect(meta).toEqual({
			title: 'Zephyr: Player Stats',
			description:
				'Zephyr on our TTT and Jailbreak servers: 1,200 TTT rounds, 700 wins, 12 no-scopes, best shot 4,321.5 u.',
		});
	});

	it.each([
		['76561198000000001', '/players/76561198000000001'],
		['BOT', null],
		['7656119800000000', null],
		[null, null],
	])('links %j to %j', (steamId, expected) => {
		expect(playerHref(steamId)).toBe(expected);
	});
});

describe('player directory keys', () => {
	it('folds ASCII letters only, as SQLite lower() does', () => {
		expect(foldName('ZePhyr ÄÖ')).toBe('zephyr ÄÖ');
	});

	it('bounds every text that starts with a prefix, in SQLite text order', () => {
		const db = new BetterSqlite3(':memory:');
		const { from, to } = prefixRange('zep');
		const inRange = (text: string) =>
			db
				.prepare<[string, string, string, string], { hit: number }>(
					'SELECT ? >= ? AND ? < ? AS hit',
				)
				.get(text, from, text, to)!.hit === 1;
		for (const text of ['zep', 'zephyr', 'zep\u{FFFF}', 'zep\u{10FFFE}']) {
			expect(inRange(text), text).toBe(true);
		}
		for (const text of ['zeo', 'zeq', 'ze']) expect(inRange(text), text).toBe(false);
		db.close();
	});
});
