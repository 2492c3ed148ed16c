import type { EggHunter } from '../../contract/egg-hunt';
import { formatNumber } from '../../lib/format';

/** The podium's three and the table's rest (rank 4 and below), in rank order. */
export function splitPodium(hunters: readonly EggHunter[]): {
	podium: EggHunter[];
	rest: EggHunter[];
} {
	const sorted = [...hunters].sort((a, b) => a.rank - b.rank);
	return { podium: sorted.slice(0, 3), rest: sorted.slice(3) };
}

/** '1 egg', '12 eggs'. */
export function eggCount(count: number): string {
	return `${formatNumber(count)} ${count === 1 ? 'egg' : 'eggs'}`;
}
