import { describe, expect, it } from 'vitest';
import { dropperLabel, FOUND_LOOTBAG, rarityTone } from '../../src/features/lootbags/model';
import { splitPodium } from '../../src/lib/podium';
import {
	DEFAULT_FILTERS,
	epicDistance,
	filtersFromSearch,
	filtersToSearch,
	podiumValue,
	snapDistance,
	topQuery,
	weaponLabel,
} from '../../src/features/noscope/model';
import {
	isUnauthorized,
	loginRedirectUrl,
	shareOfTotal,
	withShares,
} from '../../src/features/poop/model';
import { ApiError } from '../../src/lib/api';
import type { TopNoscoper } from '../../src/contract/noscope';
import { formatNumber } from '../../src/lib/format';

describe('NoScope filters and the query string', () => {
	it.each([
		['', DEFAULT_FILTERS],
		['?filterBy=distance', { ...DEFAULT_FILTERS, filterBy: 'distance' }],
		[
			'?filterBy=headshot&weapon=ssg08&headshot=false&minDistance=2500',
			{ filterBy: 'headshot', weapon: 'ssg08', headshot: 'false', minDistance: 2500 },
		],
		['?weapon=deagle&headshot=maybe&filterBy=kills', DEFAULT_FILTERS],
		['?minDistance=2549', { ...DEFAULT_FILTERS, minDistance: 2500 }],
		['?minDistance=10', { ...DEFAULT_FILTERS, minDistance: 500 }],
		['?minDistance=999999', { ...DEFAULT_FILTERS, minDistance: 100_000 }],
		['?minDistance=far', { ...DEFAULT_FILTERS, minDistance: 500 }],
		['?minDistance=', DEFAULT_FILTERS],
	])('reads %j', (search, filters) => {
		expect(filtersFromSearch(search)).toEqual(filters);
	});

	it.each([
		[DEFAULT_FILTERS, ''],
		[{ ...DEFAULT_FILTERS, weapon: 'awp' as const }, '?weapon=awp'],
		[
			{
				filterBy: 'recent' as const,
				weapon: 'ssg08' as const,
				headshot: 'true' as const,
				minDistance: 700,
			},
			'?filterBy=recent&weapon=ssg08&headshot=true&minDistance=700',
		],
	])('writes %j as %j, leaving out the defaults', (filters, search) => {
		expect(filtersToSearch(filters)).toBe(search);
		expect(filtersFromSearch(search)).toEqual(filters);
	});

	it('keeps other parameters and drops filters back at their default', () => {
		expect(filtersToSearch(DEFAULT_FILTERS, '?weapon=awp&utm=x')).toBe('?utm=x');
		expect(filtersToSearch({ ...DEFAULT_FILTERS, minDistance: 900 }, '?utm=x')).toBe(
			'?utm=x&minDistance=900',
		);
	});

	it('asks the top list for the default limit', () => {
		expect(topQuery(DEFAULT_FILTERS)).toEqual({ ...DEFAULT_FILTERS, limit: 50 });
	});

	it('snaps distances to the slider step and ends', () => {
		expect([snapDistance(640), snapDistance(650), snapDistance(0), snapDistance(NaN)]).toEqual([
			600, 700, 500, 500,
		]);
		expect(epicDistance(500, 2000)).toBe(2000);
		expect(epicDistance(5000, 2000)).toBe(5000);
	});
});

describe('NoScope leaderboard helpers', () => {
	const row: TopNoscoper = {
		rank: 1,
		steamid: '76561198000000001',
		player_name: 'A',
		noscope_count: 1234,
		max_distance: 12_345.6,
		avg_distance: 3210.4,
		headshot_count: 56,
		headshot_percentage: 4.5,
		last_noscope: '2026-01-02T03:04:05.000Z',
	};
	const date = (iso: string) => `on ${iso.slice(0, 10)}`;

	it('splits the top three from the rest', () => {
		expect(splitPodium([1, 2, 3, 4, 5])).toEqual({ podium: [1, 2, 3], rest: [4, 5] });
		expect(splitPodium([1, 2])).toEqual({ podium: [1, 2], rest: [] });
	});

	it.each([
		['count', '1,234 no-scopes'],
		['distance', '12,346 units'],
		['avgDistance', '3,210 units avg'],
		['headshot', '56 headshots'],
		['recent', 'on 2026-01-02'],
	] as const)('shows the %s figure on the podium as %j', (sort, text) => {
		expect(podiumValue(row, sort, (n) => formatNumber(n), date)).toBe(text);
	});

	it('names the weapons as players know them', () => {
		expect(['awp', 'ssg08', 'scout'].map(weaponLabel)).toEqual(['AWP', 'SSG 08', 'scout']);
	});
});

describe('lootbag helpers', () => {
	it("shows 'Found Lootbag' for a bag without a dropper", () => {
		expect(dropperLabel({ dropperName: null })).toBe(FOUND_LOOTBAG);
		expect(FOUND_LOOTBAG).toBe('Found Lootbag');
		expect(dropperLabel({ dropperName: 'Kestrel' })).toBe('Kestrel');
	});

	it('colours rarer bags louder', () => {
		expect(['Common', 'Rare', 'Legendary', 'Weird'].map(rarityTone)).toEqual([
			'neutral',
			'info',
			'accent',
			'neutral',
		]);
	});
});

describe('poop helpers', () => {
	it('works out each map’s share of the total, one decimal', () => {
		expect(shareOfTotal(1, 3)).toBe(33.3);
		expect(shareOfTotal(0, 0)).toBe(0);
		expect(withShares([{ map_name: 'a', poop_count: 3 }], 4)).toEqual([
			{ map_name: 'a', poop_count: 3, percent: 75 },
		]);
	});

	it('sends to the login page with the way back', () => {
		expect(loginRedirectUrl('/jailbreak/poop?x=1')).toBe(
			'/login?redirect=%2Fjailbreak%2Fpoop%3Fx%3D1',
		);
	});

	it('tells a 401 from other failures', () => {
		expect(isUnauthorized(new ApiError(401, 'Authentication required'))).toBe(true);
		expect(isUnauthorized(new ApiError(500, 'boom'))).toBe(false);
		expect(isUnauthorized(new Error('x'))).toBe(false);
	});
});
