import { describe, expect, it } from 'vitest';
import {
	computeDemoPlayers,
	DEMO_BUCKET_MS,
	getDemoBucket,
} from '../../src/server/servers/demo-players';

const BUCKETS = Array.from({ length: 24 * 60 }, (_, index) => 29_000_000 + index);

describe('getDemoBucket', () => {
	it.each([
		[0, 0],
		[DEMO_BUCKET_MS - 1, 0],
		[DEMO_BUCKET_MS, 1],
		[Date.UTC(2025, 5, 1, 12, 30, 45), Date.UTC(2025, 5, 1, 12, 30) / DEMO_BUCKET_MS],
	])('puts %i ms in bucket %i', (nowMs, bucket) => {
		expect(getDemoBucket(nowMs)).toBe(bucket);
	});
});

describe('computeDemoPlayers', () => {
	it('answers the same count for the same server and bucket', () => {
		expect(computeDemoPlayers(3, 32, 29_000_000)).toBe(computeDemoPlayers(3, 32, 29_000_000));
	});

	it.each([1, 2, 3, 4, 5, 6])(
		'keeps server %i between one player and one free slot all day',
		(id) => {
			for (const bucket of BUCKETS) {
				const players = computeDemoPlayers(id, 32, bucket);
				expect(players).toBeGreaterThanOrEqual(1);
				expect(players).toBeLessThanOrEqual(31);
			}
		},
	);

	it.each([1, 2, 3, 4, 5, 6])('moves server %i smoothly, a few players a minute at most', (id) => {
		const counts = BUCKETS.map((bucket) => computeDemoPlayers(id, 32, bucket));
		expect(new Set(counts).size).toBeGreaterThan(5);
		for (let i = 1; i < counts.length; i++) {
			expect(Math.abs(counts[i]! - counts[i - 1]!)).toBeLessThanOrEqual(3);
		}
	});

	it('gives servers different curves', () => {
		const curves = [1, 2, 3].map((id) =>
			BUCKETS.slice(0, 60).map((bucket) => computeDemoPlayers(id, 32, bucket)),
		);
		expect(curves[0]).not.toEqual(curves[1]);
		expect(curves[1]).not.toEqual(curves[2]);
	});

	it.each([0, 1])('answers 0 for a server with %i slots', (maxPlayers) => {
		expect(computeDemoPlayers(1, maxPlayers, 29_000_000)).toBe(0);
	});
});
