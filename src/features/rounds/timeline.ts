import type { RoundAction } from '../../contract/rounds';

/** Which entries of a round's timeline are shown. */
export type TimelineFilter = 'all' | 'kills' | 'bad';

/** The filter choices, with their labels. */
export const TIMELINE_FILTERS: readonly { value: TimelineFilter; label: string }[] = [
	{ value: 'all', label: 'All' },
	{ value: 'kills', label: 'Kills' },
	{ value: 'bad', label: 'Bad actions' },
];

/** A run of this many routine entries in a row (damage, shop, misc) folds into one line. */
export const TIMELINE_FOLD_RUN = 4;

/** One timeline entry with its place in the round's timeline (a stable key). */
export interface PlacedAction {
	action: RoundAction;
	index: number;
}

/** What the list shows: an entry, or a folded run of routine entries. */
type TimelineItem =
	{ kind: 'action'; entry: PlacedAction } | { kind: 'folded'; id: number; entries: PlacedAction[] };

const isKill = (action: RoundAction) => action.actionType === 'KillAction';
const isRoutine = (action: RoundAction) => !isKill(action) && action.isGoodAction;

/** The entries a filter keeps, in timeline order. */
export function filterTimeline(actions: readonly RoundAction[], filter: TimelineFilter) {
	const placed = actions.map((action, index) => ({ action, index }));
	if (filter === 'kills') return placed.filter(({ action }) => isKill(action));
	if (filter === 'bad') return placed.filter(({ action }) => !action.isGoodAction);
	return placed;
}

/** How many entries each filter keeps, for the filter labels. */
export function countByFilter(actions: readonly RoundAction[]): Record<TimelineFilter, number> {
	return {
		all: actions.length,
		kills: actions.filter(isKill).length,
		bad: actions.filter((action) => !action.isGoodAction).length,
	};
}

/**
 * Folds each run of TIMELINE_FOLD_RUN or more routine entries into one item, unless its id (the
 * index of its first entry) is in `unfolded`; kills and bad actions always stay in view.
 */
export function foldTimeline(
	entries: readonly PlacedAction[],
	unfolded: ReadonlySet<number>,
): TimelineItem[] {
	const items: TimelineItem[] = [];
	let run: PlacedAction[] = [];
	const flush = () => {
		const id = run[0]?.index;
		if (id !== undefined && run.length >= TIMELINE_FOLD_RUN && !unfolded.has(id)) {
			items.push({ kind: 'folded', id, entries: run });
		} else {
			for (const entry of run) items.push({ kind: 'action', entry });
		}
		run = [];
	};
	for (const entry of entries) {
		if (isRoutine(entry.action)) {
			run.push(entry);
		} else {
			flush();
			items.push({ kind: 'action', entry });
		}
	}
	flush();
	return items;
}
