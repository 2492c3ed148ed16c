import { describe, expect, it } from 'vitest';
import { gameConnectUrl } from '../../src/lib/game-connect';

describe('gameConnectUrl', () => {
	it.each([
		['203.0.113.10:27015', 'steam://run/730//+connect%20203.0.113.10:27015'],
		['198.51.100.20:27016', 'steam://run/730//+connect%20198.51.100.20:27016'],
		['ttt.example.org:27015', 'steam://run/730//+connect%20ttt.example.org:27015'],
	])('%s → %s', (address, url) => {
		expect(gameConnectUrl(address)).toBe(url);
	});
});
