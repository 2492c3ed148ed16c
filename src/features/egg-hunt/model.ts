import type { EggHunter } from '../../contract/egg-hunt';
import { formatNumber } from '../../lib/format';
import { splitPodium } from '../../lib/podium';

/** The podium's hunters and the table's rest, in rank order. */
export function splitHunters(hunters: readonly EggHunter[]) {
	return splitPodium([...hunters].sort((a, b) => a.rank - b.rank));
}

/** '1 egg', '12 eggs'. */
export function eggCount(count: number): string {
	return `${formatNumber(count)} ${count === 1 ? 'egg' : 'eggs'}`;
}
