import { describe, expect, it } from 'vitest';
import { retryDelay } from '../../scripts/lib/replay';
import { parseReplayLog } from '../../scripts/lib/replay-log';

describe('replay log and retry rules', () => {
	it('names each bad line', () => {
		const text = [
			'{"path":"ttt/rounds","event":{}}',
			'',
			'not json',
			'{"path":"ttt/other","event":{}}',
			'{"path":"ttt/rounds","event":[]}',
		].join('\n');
		expect(parseReplayLog(text).problems).toEqual([
			'line 3: not JSON',
			expect.stringMatching(/^line 4: path must be one of ttt\/rounds, /),
			'line 5: event must be a JSON object',
		]);
	});

	it.each([
		['3', 1, 3000],
		['0', 4, 0],
		[null, 1, 500],
		[null, 3, 2000],
		[null, 12, 60_000],
		['Wed, 01 Jan 2030 00:00:10 GMT', 1, 10_000],
		['soon', 2, 1000],
	])('Retry-After %s on try %i waits %i ms', (header, attempt, wait) => {
		expect(retryDelay(header, attempt, 500, Date.parse('2030-01-01T00:00:00Z'))).toBe(wait);
	});
});
