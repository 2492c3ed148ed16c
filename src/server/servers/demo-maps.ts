import type { ServerMode } from '@/contract/servers';
import { createRandom } from '../db/random';

/** Maps the community's servers rotate through, per mode (real CS2 workshop names). */
export const DEMO_MAPS: Record<ServerMode, readonly string[]> = {
	ttt: [
		'ttt_minecraft_b5',
		'ttt_67thway_v14',
		'ttt_rooftops_a2',
		'ttt_clue_se',
		'ttt_lego',
		'ttt_waterworld',
		'ttt_skyscraper',
		'ttt_community_pool',
	],
	jailbreak: [
		'jb_summer_jail_v3',
		'jb_minecraft_prison',
		'jb_clouds_final',
		'jb_lego_jail_v8',
		'jb_undertale_v1',
		'jb_avalanche',
	],
};

/** Minutes a map stays up: TTT changes after a handful of rounds, Jailbreak lasts longer. */
const MAP_MINUTES: Record<ServerMode, number> = { ttt: 25, jailbreak: 45 };

/** The demo map of a server at a moment: each server rotates through its mode's maps. */
export function pickDemoMap(serverId: number, mode: ServerMode, nowMs: number): string {
	const maps = DEMO_MAPS[mode];
	const slot = Math.floor(nowMs / (MAP_MINUTES[mode] * 60_000));
	// A per-server offset, so servers of one mode do not all play the same map.
	const offset = Math.floor(createRandom(serverId * 7919).next() * maps.length);
	return maps[(slot + offset) % maps.length]!;
}
