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

/** Hours after Monday 00:00 that the weekend crowd arrives (Friday 16:00) and leaves (Monday 02:00). */
const WEEKEND_FROM = 4 * 24 + 16;
const WEEKEND_UNTIL = 7 * 24 + 2;
/** Hours over which the weekend crowd comes and goes, so counts never jump. */
const WEEKEND_RAMP = 3;

/** 0 on weekdays, 1 from Friday evening to Sunday night, ramping in between. */
function weekendWeight(weekHour: number): number {
	// Monday's first hours still belong to Sunday night.
	const hour = weekHour < WEEKEND_UNTIL - 7 * 24 + WEEKEND_RAMP ? weekHour + 7 * 24 : weekHour;
	const arriving = (hour - WEEKEND_FROM) / WEEKEND_RAMP;
	const leaving = (WEEKEND_UNTIL + WEEKEND_RAMP - hour) / WEEKEND_RAMP;
	return Math.max(0, Math.min(1, arriving, leaving));
}

/**
 * How busy a region's servers are at a moment, as a factor of their usual load: about 0.15 in
 * the local morning, 1.1 at 21:00, a fifth more from Friday evening to Sunday night.
 */
export function demoActivity(region: ServerRegion, nowMs: number): number {
	const local = new Date(nowMs + REGION_UTC_OFFSET_HOURS[region] * 3_600_000);
	const hour = local.getUTCHours() + local.getUTCMinutes() / 60;
	const evening = (1 + Math.cos((2 * Math.PI * (hour - PEAK_HOUR)) / 24)) / 2;
	const weekHour = ((local.getUTCDay() + 6) % 7) * 24 + hour;
	return (0.15 + 0.95 * evening ** 1.5) * (1 + 0.2 * weekendWeight(weekHour));
}

/** A per-server factor for a day: some evenings are busier than others. */
function dayFactor(serverId: number, day: number): number {
	return 0.85 + createRandom(Math.imul(serverId, 0x2545f491) ^ day).next() * 0.3;
}

/**
 * A demo count that follows the region's day (`demoActivity`): each server's own popularity,
 * a busier or quieter day now and then (blended across midnight) and two slow drifts of
 * unrelated periods, so no two evenings look alike. Kept within 1..maxPlayers - 1 like
 * `computeDemoPlayers`; neighbouring minutes differ by a player or two.
 */
export function computeDemoPlayersAt(
	serverId: number,
	maxPlayers: number,
	region: ServerRegion,
	nowMs: number,
): number {
	if (maxPlayers < 2) return 0;
	const random = createRandom(Math.imul(serverId, 0x9e3779b1) ^ 0x5bd1e995);
	const popularity = 0.5 + random.next() * 0.35;
	const minute = nowMs / DEMO_BUCKET_MS;
	const drift =
		0.07 * Math.sin((2 * Math.PI * minute) / (150 + random.next() * 90) + random.next() * 6) +
		0.04 * Math.sin((2 * Math.PI * minute) / (37 + random.next() * 20) + random.next() * 6);
	const days = minute / (24 * 60);
	const day = Math.floor(days);
	const blend = days - day;
	const busyDay = dayFactor(serverId, day) * (1 - blend) + dayFactor(serverId, day + 1) * blend;
	const load = (popularity * busyDay + drift) * demoActivity(region, nowMs);
	return Math.min(maxPlayers - 1, Math.max(1, Math.round(load * maxPlayers)));
}
