import { describe, expect, it } from 'vitest';
import type { RoundAction } from '../../src/contract/rounds';
import {
	countByFilter,
	filterTimeline,
	foldTimeline,
	TIMELINE_FOLD_RUN,
} from '../../src/features/rounds/timeline';

/** A timeline entry of a type ('K' kill, 'D' damage, 'S' shop), bad when `bad`. */
function action(type: 'K' | 'D' | 'S', bad = false): RoundAction {
	const actionType = { K: 'KillAction', D: 'DamageAction', S: 'ShopAction' }[type];
	return {
		actionType,
		isGoodAction: !bad,
		severity: 'low',
		message: type,
		formattedTime: '00:00',
		additionalInfo: null,
		actor: null,
		target: null,
	} as unknown as RoundAction;
}

const TIMELINE = [
	action('D'),
	action('K'),
	action('D'),
	action('S'),
	action('D'),
	action('D'),
	action('D', true),
	action('D'),
	action('K', true),
];

describe('round timeline', () => {
	it('filters kills and bad actions, keeping timeline order and places', () => {
		expect(filterTimeline(TIMELINE, 'kills').map((entry) => entry.index)).toEqual([1, 8]);
		expect(filterTimeline(TIMELINE, 'bad').map((entry) => entry.index)).toEqual([6, 8]);
		expect(filterTimeline(TIMELINE, 'all')).toHaveLength(TIMELINE.length);
		expect(countByFilter(TIMELINE)).toEqual({ all: 9, kills: 2, bad: 2 });
	});

	it(`folds runs of ${TIMELINE_FOLD_RUN} routine entries, never kills or bad actions`, () => {
		const items = foldTimeline(filterTimeline(TIMELINE, 'all'), new Set());
		expect(
			items.map((item) =>
				item.kind === 'folded' ? `fold ${item.entries.length}` : item.entry.index,
			),
		).toEqual([0, 1, 'fold 4', 6, 7, 8]);
	});

	it('shows an opened run entry by entry', () => {
		const items = foldTimeline(filterTimeline(TIMELINE, 'all'), new Set([2]));
		expect(items.every((item) => item.kind === 'action')).toBe(true);
		expect(items).toHaveLength(TIMELINE.length);
	});
});
