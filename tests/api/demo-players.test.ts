import { describe, expect, it } from 'vitest';
import {
	computeDemoPlayers,
	computeDemoPlayersAt,
	demoActivity,
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

describe('computeDemoPlayersAt', () => {
	const MONDAY = Date.UTC(2025, 5, 2);
	const at = (day: number, utcHour: number) => MONDAY + day * 86_400_000 + utcHour * 3_600_000;
	const dayTotal = (region: 'eu' | 'na', day: number, utcHour: number) =>
		[2, 3, 4, 5].reduce(
			(sum, id) => sum + computeDemoPlayersAt(id, 48, region, at(day, utcHour)),
			0,
		);

	it('fills EU servers in the European evening and NA servers in the American one', () => {
		expect(dayTotal('eu', 0, 20)).toBeGreaterThan(2 * dayTotal('eu', 0, 8));
		expect(dayTotal('na', 1, 2)).toBeGreaterThan(2 * dayTotal('na', 0, 14));
	});

	it('is livelier on a Saturday evening than on a Tuesday evening', () => {
		expect(demoActivity('eu', at(5, 20))).toBeGreaterThan(demoActivity('eu', at(1, 20)));
	});

	it('moves a few players a minute at most, and differently from day to day', () => {
		const minutes = Array.from({ length: 2 * 24 * 60 }, (_, minute) =>
			computeDemoPlayersAt(4, 64, 'na', MONDAY + minute * 60_000),
		);
		for (let i = 1; i < minutes.length; i++) {
			expect(Math.abs(minutes[i]! - minutes[i - 1]!)).toBeLessThanOrEqual(3);
		}
		expect(minutes.slice(0, 24 * 60)).not.toEqual(minutes.slice(24 * 60));
	});

	it('stays between one player and one free slot', () => {
		for (let hour = 0; hour < 7 * 24; hour++) {
			const players = computeDemoPlayersAt(3, 24, 'eu', MONDAY + hour * 3_600_000);
			expect(players).toBeGreaterThanOrEqual(1);
			expect(players).toBeLessThanOrEqual(23);
		}
	});
});
