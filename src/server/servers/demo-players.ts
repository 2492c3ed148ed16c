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
