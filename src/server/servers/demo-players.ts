import type { ServerRegion } from '@/contract/servers';
import { createRandom } from '../db/random';

/** How long a demo count holds before it moves: one minute, like a slow live server. */
export const DEMO_BUCKET_MS = 60_000;

/** The time bucket a moment falls in; counts only change when it does. */
export function getDemoBucket(nowMs: number): number {
	return Math.floor(nowMs / DEMO_BUCKET_MS);
}

/**
 * A believable player count for a server in a time bucket: a slow wave around a per-server
 * base load, so neighbouring minutes differ by a player or two. Kept within 1..maxPlayers - 1,
 * so only the servers the demo source pins are ever full or empty.
 */
export function computeDemoPlayers(serverId: number, maxPlayers: number, bucket: number): number {
	if (maxPlayers < 2) return 0;
	// Each server's own stream gives it a lasting character: how busy, how swingy, how fast.
	const random = createRandom(Math.imul(serverId, 0x9e3779b1));
	const base = 0.3 + random.next() * 0.45;
	const swing = 0.1 + random.next() * 0.15;
	const periodBuckets = 30 + random.next() * 60;
	const phase = random.next() * 2 * Math.PI;
	const load = base + swing * Math.sin((2 * Math.PI * bucket) / periodBuckets + phase);
	return Math.min(maxPlayers - 1, Math.max(1, Math.round(load * maxPlayers)));
}

/** Rough local time of each region's players (winter time; the demo needs no DST). */
const REGION_UTC_OFFSET_HOURS: Record<ServerRegion, number> = { eu: 1, na: -5 };

/** The local hour at which a region's servers are busiest. */
const PEAK_HOUR = 21;

/**
 * How busy a region's servers are at a moment, as a factor of their usual load: about 0.15 in
 * the local morning, 1.1 at 21:00, a fifth more on Friday and Saturday evenings and Sundays.
 */
export function demoActivity(region: ServerRegion, nowMs: number): number {
	const local = new Date(nowMs + REGION_UTC_OFFSET_HOURS[region] * 3_600_000);
	const hour = local.getUTCHours() + local.getUTCMinutes() / 60;
	const evening = (1 + Math.cos((2 * Math.PI * (hour - PEAK_HOUR)) / 24)) / 2;
	const day = local.getUTCDay();
	const weekend = day === 0 || ((day === 5 || day === 6) && hour >= 16) ? 1.2 : 1;
	return (0.15 + 0.95 * evening ** 1.5) * weekend;
}

/**
 * A demo count that follows the region's day: the server's own slow wave (`computeDemoPlayers`)
 * scaled by `demoActivity`, kept within 1..maxPlayers - 1 like the wave.
 */
export function computeDemoPlayersAt(
	serverId: number,
	maxPlayers: number,
	region: ServerRegion,
	nowMs: number,
): number {
	if (maxPlayers < 2) return 0;
	const wave = computeDemoPlayers(serverId, maxPlayers, getDemoBucket(nowMs));
	const players = Math.round(wave * demoActivity(region, nowMs));
	return Math.min(maxPlayers - 1, Math.max(1, players));
}
