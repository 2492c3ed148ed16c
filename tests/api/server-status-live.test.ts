import { afterEach, describe, expect, it } from 'vitest';
import { createLiveServerStatus } from '../../src/server/servers/status-live';
import {
	findClosedPort,
	startFakeSourceServer,
	type FakeSourceServer,
	type FakeSourceState,
} from '../fixtures/fake-source-server';

const HOST = '127.0.0.1';
const started: FakeSourceServer[] = [];

async function startServer(state: Partial<FakeSourceState> = {}) {
	const server = await startFakeSourceServer(state);
	started.push(server);
	return server;
}

function addressOf(port: number, id = 1) {
	return { id, host: HOST, port, maxPlayers: 24 };
}

afterEach(async () => {
	await Promise.all(started.splice(0).map((server) => server.close()));
});

describe('live server status', () => {
	it.each([
		['after a challenge handshake', true],
		['from a server that asks for no challenge', false],
	])('reads the counts %s', async (_case, challenge) => {
		const server = await startServer({ players: 19, maxPlayers: 32, challenge, map: 'jb_clouds' });
		const statuses = await createLiveServerStatus().getStatus([addressOf(server.port, 7)]);
		expect(statuses.get(7)).toEqual({
			players: 19,
			maxPlayers: 32,
			online: true,
			map: 'jb_clouds',
		});
		expect(server.infoAnswers).toBe(1);
		expect(server.challenges).toBe(challenge ? 1 : 0);
	});

	it('leaves out a map name too long for a card', async () => {
		const server = await startServer({ map: `ttt_${'x'.repeat(61)}` });
		const statuses = await createLiveServerStatus().getStatus([addressOf(server.port)]);
		expect(statuses.get(1)).toMatchObject({ online: true });
		expect(statuses.get(1)).not.toHaveProperty('map');
	});

	it('leaves bots out of the player count', async () => {
		const server = await startServer({ players: 12, bots: 2, maxPlayers: 24 });
		const statuses = await createLiveServerStatus().getStatus([addressOf(server.port)]);
		expect(statuses.get(1)).toMatchObject({ players: 10, online: true });
	});

	it('shows a server nobody answers for as offline within the timeout, without throwing', async () => {
		const port = await findClosedPort();
		const started = performance.now();
		const statuses = await createLiveServerStatus().getStatus([addressOf(port)]);
		expect(statuses.get(1)).toEqual({ players: 0, online: false });
		expect(performance.now() - started).toBeLessThan(2500);
	}, 5000);

	it('shows a server that stopped answering as offline, next to one that answers', async () => {
		const stopped = await startServer({ players: 5 });
		const running = await startServer({ players: 8 });
		await stopped.close();
		started.splice(started.indexOf(stopped), 1);
		const statuses = await createLiveServerStatus({ timeoutMs: 600 }).getStatus([
			addressOf(stopped.port, 1),
			addressOf(running.port, 2),
		]);
		expect(statuses.get(1)).toEqual({ players: 0, online: false });
		expect(statuses.get(2)).toMatchObject({ players: 8, online: true });
	});

	it('reuses an answer for 15 seconds, then asks again', async () => {
		const server = await startServer({ players: 3 });
		let clock = 1_000_000;
		const source = createLiveServerStatus({ now: () => clock });
		const address = [addressOf(server.port)];

		expect((await source.getStatus(address)).get(1)?.players).toBe(3);
		server.state.players = 9;
		clock += 14_000;
		expect((await source.getStatus(address)).get(1)?.players).toBe(3);
		expect(server.infoAnswers).toBe(1);

		clock += 2_000;
		expect((await source.getStatus(address)).get(1)?.players).toBe(9);
		expect(server.infoAnswers).toBe(2);
	});

	it('sends one query for requests that arrive while it is in flight', async () => {
		const server = await startServer({ players: 4 });
		const source = createLiveServerStatus();
		const address = [addressOf(server.port)];
		const answers = await Promise.all([source.getStatus(address), source.getStatus(address)]);
		expect(answers.map((statuses) => statuses.get(1)?.players)).toEqual([4, 4]);
		expect(server.infoAnswers).toBe(1);
	});
});

describe('fake Source server', () => {
	it("answers gamedig's full query, player list included", async () => {
		const server = await startServer({ players: 3, maxPlayers: 16 });
		const { GameDig } = await import('gamedig');
		const result = await GameDig.query({
			type: 'counterstrike2',
			host: HOST,
			port: server.port,
			givenPortOnly: true,
			socketTimeout: 1000,
		});
		expect(result).toMatchObject({ name: 'Fake TTT', map: 'ttt_67thway', maxplayers: 16 });
		expect(result.players.map((player) => player.name)).toEqual([
			'Player 3',
			'Player 2',
			'Player 1',
		]);
	});
});
