import { describe, expect, it } from 'vitest';
import {
	activePlayersLabel,
	countActivePlayers,
	isFull,
	splitTitleAtSeparators,
	serverAddress,
	summarizeServers,
} from '../../src/features/servers/model';

describe('isFull', () => {
	it.each([
		{ players: 23, maxPlayers: 24, full: false },
		{ players: 24, maxPlayers: 24, full: true },
		{ players: 25, maxPlayers: 24, full: true },
		{ players: 0, maxPlayers: 0, full: false },
	])('$players/$maxPlayers → $full', ({ players, maxPlayers, full }) => {
		expect(isFull({ players, maxPlayers })).toBe(full);
	});
});

describe('summarizeServers', () => {
	it('adds up servers, players and capacity and rounds the percent of capacity', () => {
		expect(
			summarizeServers([
				{ players: 10, maxPlayers: 24 },
				{ players: 7, maxPlayers: 32 },
				{ players: 0, maxPlayers: 16 },
			]),
		).toEqual({ totalServers: 3, activePlayers: 17, totalCapacity: 72, capacityPercent: 24 });
	});

	it.each([
		{ players: 1, maxPlayers: 200, percent: 1 },
		{ players: 1, maxPlayers: 400, percent: 0 },
		{ players: 199, maxPlayers: 200, percent: 100 },
		{ players: 2, maxPlayers: 3, percent: 67 },
	])('$players of $maxPlayers is $percent%', ({ players, maxPlayers, percent }) => {
		expect(summarizeServers([{ players, maxPlayers }]).capacityPercent).toBe(percent);
	});

	it('answers zeros for no servers instead of dividing by zero', () => {
		expect(summarizeServers([])).toEqual({
			totalServers: 0,
			activePlayers: 0,
			totalCapacity: 0,
			capacityPercent: 0,
		});
	});
});

describe('labels', () => {
	it('writes the address as host:port', () => {
		expect(serverAddress({ host: '203.0.113.10', port: 27015 })).toBe('203.0.113.10:27015');
	});

	it("counts players for 'N Active Players'", () => {
		const total = countActivePlayers([{ players: 1200 }, { players: 34 }]);
		expect(activePlayersLabel(total, (n) => n.toLocaleString('en-GB'))).toBe(
			'1,234 Active Players',
		);
	});
});

describe('splitTitleAtSeparators', () => {
	it('keeps each separator in one unit with the word before it', () => {
		expect(splitTitleAtSeparators('EU TTT #1 · Classic Maps')).toEqual([
			'EU TTT ',
			'#1 ·',
			' Classic Maps',
		]);
		expect(splitTitleAtSeparators('A · B · C')).toEqual(['', 'A ·', ' ', 'B ·', ' C']);
	});

	it('gives the title back when joined, and a title without separators whole', () => {
		const title = 'NA Jailbreak #1 · Custom LRs';
		expect(splitTitleAtSeparators(title).join('')).toBe(title);
		expect(splitTitleAtSeparators('NA Jailbreak #1')).toEqual(['NA Jailbreak #1']);
	});
});
