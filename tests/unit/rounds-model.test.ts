import { describe, expect, it } from 'vitest';
import type { Round } from '../../src/contract/rounds';
import {
	actionTypeLabel,
	createRoundFilter,
	filterRounds,
	indexRounds,
	listSearch,
	readListRequest,
	roundDetailHref,
	roundDuration,
	roundListHref,
	roundPageMeta,
	winnerName,
} from '../../src/features/rounds/model';
import { createArrayPager, viewOfPage } from '../../src/features/rounds/list-view';

function round(id: number, map: string, winningTeam: string | null, isActive = false): Round {
	return {
		id,
		map,
		startTime: '2025-04-01T12:00:00.000Z',
		endTime: isActive ? null : '2025-04-01T12:05:00.000Z',
		duration: isActive ? null : 300,
		winningTeam,
		isActive,
	};
}

const ROUNDS = [
	round(120, 'ttt_minecraft_b5', 'traitor'),
	round(119, 'ttt_waterworld', 'innocent'),
	round(118, 'ttt_clue_se', 'innocents'),
	round(12, 'ttt_lego', 'traitor'),
	round(121, 'ttt_dolls', null, true),
];

describe('round duration', () => {
	it.each([
		[0, '0 s'],
		[59, '59 s'],
		[60, '1 min 0 s'],
		[61, '1 min 1 s'],
		[3600, '60 mins 0 s'],
	])('%d s reads %s', (seconds, text) => {
		expect(roundDuration({ duration: seconds })).toBe(text);
	});

	it('is null while the round runs', () => {
		expect(roundDuration({ duration: null })).toBeNull();
	});
});

describe('winner', () => {
	it('is Traitor only for traitor, Innocent for anything else', () => {
		expect(winnerName('traitor')).toBe('Traitor');
		expect(winnerName('Traitor')).toBe('Traitor');
		expect(winnerName('innocent')).toBe('Innocent');
		expect(winnerName('detectives')).toBe('Innocent');
		expect(winnerName(null)).toBe('Innocent');
	});
});

describe('search', () => {
	const index = indexRounds(ROUNDS);
	const ids = (search: string) => filterRounds(index, search).map((found) => found.id);

	it('finds by id, map and winner, ignoring case and spaces around', () => {
		expect(ids('12')).toEqual([120, 12, 121]);
		expect(ids('  WATER ')).toEqual([119]);
		expect(ids('traitor')).toEqual([120, 12]);
		// 'innocents' is shown as an innocent win, so it is found as one.
		expect(ids('innocent')).toEqual([119, 118]);
		expect(ids('nothing like it')).toEqual([]);
	});

	it('keeps every round, in order, for a blank search', () => {
		expect(ids('')).toEqual([120, 119, 118, 12, 121]);
		expect(ids('   ')).toHaveLength(5);
	});
});

describe('pages', () => {
	it('links a detail with its return page and back to that page', () => {
		expect(roundDetailHref(42, 3)).toBe('/ttt/rounds/42?returnPage=3');
		expect(roundListHref(3)).toBe('/ttt/rounds?page=3');
		expect(roundListHref(1)).toBe('/ttt/rounds');
	});
});

describe('timeline and meta', () => {
	it('labels action types without the Action suffix', () => {
		expect(actionTypeLabel('KillAction')).toBe('Kill');
		expect(actionTypeLabel('ShopAction')).toBe('Shop');
		expect(actionTypeLabel('Custom')).toBe('Custom');
	});

	it('describes a finished and a running round for a shared link', () => {
		expect(roundPageMeta(ROUNDS[0]!)).toEqual({
			title: 'Round #120 on ttt_minecraft_b5',
			description:
				'Traitor Win on ttt_minecraft_b5 after 5 mins 0 s: the timeline of TTT round #120, every kill, hit and purchase.',
		});
		expect(roundPageMeta(ROUNDS[4]!).description).toContain('is in progress');
	});
});

describe('createRoundFilter', () => {
	it('answers what a fresh search would while typing on, erasing and starting over', () => {
		const many = Array.from({ length: 300 }, (_, index) =>
			round(
				index + 1,
				['ttt_lego', 'ttt_clue_se', 'ttt_dolls'][index % 3]!,
				index % 4 ? 'traitor' : 'innocent',
			),
		);
		const index = indexRounds(many);
		const filter = createRoundFilter(index);
		for (const search of [
			't',
			'tt',
			'ttt_l',
			'ttt_lego',
			'ttt_le',
			'',
			'inn',
			'innocent',
			'1',
			'12',
			'x',
			'',
		]) {
			expect(filter(search)).toEqual(filterRounds(index, search));
		}
	});
});

describe('the list address', () => {
	it('reads page and search, a malformed page as 1 and a long search cut to 100', () => {
		expect(readListRequest('?page=3&search=lego')).toEqual({ page: 3, search: 'lego' });
		expect(readListRequest('?page=abc')).toEqual({ page: 1, search: '' });
		expect(readListRequest(`?search=${'x'.repeat(150)}`).search).toHaveLength(100);
	});

	it('writes page and search, leaving out page 1, a malformed page and a blank search', () => {
		expect(listSearch('', { page: 2, search: 'lego' })).toBe('?page=2&search=lego');
		expect(listSearch('?page=abc&search=lego', { page: 1, search: 'lego' })).toBe('?search=lego');
		expect(listSearch('?search=lego&page=4&utm=x', { page: 1, search: '' })).toBe('?utm=x');
		expect(listSearch('', { page: 1, search: 'ttt lego' })).toBe('?search=ttt+lego');
	});
});

describe('list views', () => {
	const many = Array.from({ length: 40 }, (_, index) =>
		round(index + 1, index % 2 ? 'ttt_lego' : 'ttt_dolls', index % 3 ? 'innocent' : 'traitor'),
	);

	it('pages an API page by its own size', () => {
		expect(
			viewOfPage({ rounds: many.slice(0, 15), total: 31, page: 1, pageSize: 15 }),
		).toMatchObject({ total: 31, page: 1, pages: 3 });
	});

	it('pages and searches a plain array, clamping a page past the end', () => {
		const pager = createArrayPager(many);
		expect(pager({ page: 2, search: '' })).toEqual({
			rounds: many.slice(15, 30),
			total: 40,
			page: 2,
			pages: 3,
		});
		const lego = many.filter((item) => item.map === 'ttt_lego');
		expect(pager({ page: 9, search: ' LEGO ' })).toEqual({
			rounds: lego.slice(15),
			total: 20,
			page: 2,
			pages: 2,
		});
		expect(pager({ page: 1, search: 'nothing' })).toEqual({
			rounds: [],
			total: 0,
			page: 1,
			pages: 1,
		});
	});
});
