import { describe, expect, it } from 'vitest';
import { copyrightLine } from '../../src/components/footer/copyright';

describe('copyrightLine', () => {
	it.each([
		[new Date(2025, 5, 15), 'localhost:4321', '© 2025 localhost:4321'],
		[new Date(2031, 0, 1, 0, 0), 'play.example.org', '© 2031 play.example.org'],
		[new Date(2030, 11, 31, 23, 59), 'example.com', '© 2030 example.com'],
	])('%s on %s → %s', (now, host, line) => {
		expect(copyrightLine(now, host)).toBe(line);
	});
});
