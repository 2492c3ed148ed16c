import { describe, expect, it } from 'vitest';
import { easeInOutCubic, scrollPositionAt } from '../../src/lib/motion/easing';

describe('scrollPositionAt', () => {
	it.each([
		['the start', 0, 1000, 0, 1000, 0],
		['the end', 0, 1000, 1000, 1000, 1000],
		['the midpoint', 0, 1000, 500, 1000, 500],
		['the midpoint of an upward scroll', 1200, 200, 500, 1000, 700],
		['the midpoint of an odd range', 100, 351, 400, 800, 225.5],
		['past the end', 0, 1000, 1500, 1000, 1000],
		['before the start', 300, 900, -50, 1000, 300],
		['a zero duration', 300, 900, 0, 0, 900],
		['a negative duration', 300, 900, 10, -5, 900],
	])('at %s', (_case, from, to, elapsed, duration, position) => {
		expect(scrollPositionAt(from, to, elapsed, duration)).toBe(position);
	});

	it('moves only towards the target, slower at both ends than in the middle', () => {
		const positions = Array.from({ length: 11 }, (_, i) =>
			scrollPositionAt(0, 1000, i * 100, 1000),
		);
		positions.slice(1).forEach((position, i) => expect(position).toBeGreaterThan(positions[i]!));
		const firstStep = positions[1]! - positions[0]!;
		const middleStep = positions[6]! - positions[5]!;
		expect(firstStep).toBeLessThan(middleStep);
	});
});

describe('easeInOutCubic', () => {
	it.each([
		[0, 0],
		[0.5, 0.5],
		[1, 1],
		[-1, 0],
		[2, 1],
	])('%d → %d', (t, progress) => {
		expect(easeInOutCubic(t)).toBe(progress);
	});

	it.each([0.1, 0.25, 0.4])('is symmetric around the midpoint at %d', (t) => {
		expect(easeInOutCubic(t) + easeInOutCubic(1 - t)).toBeCloseTo(1, 12);
	});
});
