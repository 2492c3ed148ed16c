import { describe, expect, it } from 'vitest';
import { buildSparkline, describeHistory, findPeak } from '../../src/features/servers/history';

const HOUR = 3_600_000;

describe('buildSparkline', () => {
	it('spreads the points from edge to edge and scales the slots to the full height', () => {
		const { line, area } = buildSparkline([0, 12, 24], 24, 100, 40);
		expect(line).toBe('M0 40L50 20L100 0');
		expect(area).toBe('M0 40L50 20L100 0L100 40L0 40Z');
	});

	it('breaks the line where nothing was sampled, one area per unbroken run', () => {
		const { line, area } = buildSparkline([4, 8, null, null, 8], 8, 40, 10);
		expect(line).toBe('M0 5L10 0M35 0L40 0');
		expect(area.match(/Z/g)).toHaveLength(2);
	});

	it('draws a lone point as a short flat step inside the box', () => {
		expect(buildSparkline([null, 3, null], 6, 20, 10).line).toBe('M10 5L15 5');
		expect(buildSparkline([null, null, 6], 6, 20, 10).line).toBe('M15 0L20 0');
	});

	it('raises the scale when a count is above the slots, so nothing leaves the box', () => {
		expect(buildSparkline([10, 20], 10, 10, 10).line).toBe('M0 5L10 0');
	});

	it('draws nothing without samples and never divides by zero', () => {
		expect(buildSparkline([null, null], 0, 10, 10)).toEqual({ line: '', area: '' });
		expect(buildSparkline([0, 0], 0, 10, 10).line).toBe('M0 10L10 10');
		expect(buildSparkline([], 24, 10, 10)).toEqual({ line: '', area: '' });
	});

	it('keeps the paths short for 720 points', () => {
		const values = Array.from({ length: 720 }, (_, index) => (index * 7) % 33);
		const { line } = buildSparkline(values, 32, 720, 120);
		expect(line.length).toBeLessThan(720 * 14);
		expect(line).not.toMatch(/\d\.\d{2}/);
	});
});

describe('findPeak', () => {
	const start = '2025-06-01T00:00:00.000Z';

	it('finds the most players and the latest point that reached it', () => {
		const peak = findPeak({ start, stepMinutes: 60, players: [3, 9, null, 9, 4] });
		expect(peak).toEqual({ players: 9, at: new Date(Date.parse(start) + 3 * HOUR) });
	});

	it('answers null without any sample', () => {
		expect(findPeak({ start, stepMinutes: 5, players: [null, null] })).toBeNull();
	});

	it('counts an empty server as a peak of 0', () => {
		expect(findPeak({ start, stepMinutes: 5, players: [null, 0] })?.players).toBe(0);
	});
});

describe('describeHistory', () => {
	const formatTime = (at: Date) => `${String(at.getUTCHours()).padStart(2, '0')}:00`;

	it('says the period, the peak with its time and the count now', () => {
		const peak = { players: 31, at: new Date(Date.UTC(2025, 5, 1, 21)) };
		expect(describeHistory({ period: 'the last 24 hours', peak, now: 18, formatTime })).toBe(
			'Players over the last 24 hours: peak 31 at 21:00, now 18',
		);
	});

	it('says when there are no samples, and leaves out an unknown count now', () => {
		expect(describeHistory({ period: 'the last 7 days', peak: null, formatTime })).toBe(
			'Players over the last 7 days: no samples yet',
		);
	});
});
