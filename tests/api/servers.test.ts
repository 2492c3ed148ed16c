import { describe, expect, it } from 'vitest';
import { ServerListSchema } from '../../src/contract/servers';
import type { ServerStatusSource } from '../../src/server/servers/status';
import { DEMO_MAPS } from '../../src/server/servers/demo-maps';
import { createDemoServerStatus } from '../../src/server/servers/status-demo';
import { createTestApp } from '../fixtures/reference-api';
import { strictAnswer } from '../fixtures/strict-schema';

const NOON = Date.UTC(2025, 5, 1, 12, 0, 0);

async function getServers(serverStatus?: ServerStatusSource) {
	const { app } = await createTestApp({ serverStatus });
	const response = await app.request('/api/servers');
	expect(response.status).toBe(200);
	return strictAnswer(ServerListSchema).parse(await response.json());
}

describe('GET /api/servers', () => {
	it('lists at least six servers over both regions and both modes', async () => {
		const servers = await getServers();
		expect(servers.length).toBeGreaterThanOrEqual(6);
		expect(new Set(servers.map((server) => server.region))).toEqual(new Set(['eu', 'na']));
		expect(new Set(servers.map((server) => server.mode))).toEqual(new Set(['ttt', 'jailbreak']));
		for (const server of servers) {
			expect(server.img).toMatch(/^\/images\/servers\/[a-z-]+\.svg$/);
			expect(server.maxPlayers).toBeGreaterThan(0);
		}
	});

	it('holds the servers behind the /eu/ttt, /eu/jailbreak and /na/ttt shortcuts', async () => {
		const servers = await getServers();
		expect(servers).toContainEqual(
			expect.objectContaining({ host: '203.0.113.10', port: 27015, region: 'eu', mode: 'ttt' }),
		);
		expect(servers).toContainEqual(
			expect.objectContaining({ host: '203.0.113.11', port: 27015, mode: 'jailbreak' }),
		);
		expect(servers).toContainEqual(
			expect.objectContaining({ host: '198.51.100.20', port: 27015, region: 'na', mode: 'ttt' }),
		);
	});

	it('shows one full and one empty server in demo mode, the rest in between', async () => {
		const servers = await getServers(createDemoServerStatus({ now: () => NOON }));
		const full = servers.filter((server) => server.players === server.maxPlayers);
		const empty = servers.filter((server) => server.players === 0);
		expect(full).toHaveLength(1);
		expect(empty).toHaveLength(1);
		expect(servers.every((server) => server.online)).toBe(true);
	});

	it('answers the same counts for the same minute and moves them as time goes on', async () => {
		const countsAt = async (now: number) =>
			(await getServers(createDemoServerStatus({ now: () => now }))).map((s) => s.players);
		expect(await countsAt(NOON + 59_000)).toEqual(await countsAt(NOON));
		expect(await countsAt(NOON + 15 * 60_000)).not.toEqual(await countsAt(NOON));
	});

	it("names each server's map from its mode's rotation in demo mode", async () => {
		const servers = await getServers(createDemoServerStatus({ now: () => NOON }));
		for (const server of servers) {
			expect(DEMO_MAPS[server.mode!]).toContain(server.map);
		}
		const later = await getServers(createDemoServerStatus({ now: () => NOON + 3 * 60 * 60_000 }));
		expect(later.map((server) => server.map)).not.toEqual(servers.map((server) => server.map));
	});

	it('leaves the map out when the status source does not know it', async () => {
		const noMap: ServerStatusSource = {
			getStatus: async (servers) =>
				new Map(servers.map((server) => [server.id, { players: 1, online: true }])),
		};
		const { app } = await createTestApp({ serverStatus: noMap });
		const body = strictAnswer(ServerListSchema).parse(
			await (await app.request('/api/servers')).json(),
		);
		expect(body.every((server) => !('map' in server))).toBe(true);
	});

	it('keeps the display order of the table', async () => {
		const { app, queries } = await createTestApp();
		await queries.updateTable('game_servers').set({ sort_order: 0 }).where('id', '=', 4).execute();
		const servers = strictAnswer(ServerListSchema).parse(
			await (await app.request('/api/servers')).json(),
		);
		expect(servers.map((server) => server.id)).toEqual([4, 1, 2, 3, 5, 6]);
	});

	it('shows an unreachable server offline with the slots from the table', async () => {
		const offline: ServerStatusSource = {
			getStatus: async (servers) =>
				new Map(servers.map((server) => [server.id, { players: 0, online: false }])),
		};
		const { app, queries } = await createTestApp({ serverStatus: offline });
		const rows = await queries
			.selectFrom('game_servers')
			.select('max_players')
			.orderBy('id')
			.execute();
		const slots = rows.map((row) => row.max_players);
		const servers = strictAnswer(ServerListSchema).parse(
			await (await app.request('/api/servers')).json(),
		);
		expect(servers.map((server) => [server.players, server.online])).toEqual(
			slots.map(() => [0, false]),
		);
		expect(servers.map((server) => server.maxPlayers)).toEqual(slots);
	});

	it('sends the query port to the status source when a server has one', async () => {
		const asked: number[] = [];
		const recorder: ServerStatusSource = {
			getStatus: async (servers) => {
				asked.push(...servers.map((server) => server.port));
				return new Map();
			},
		};
		await getServers(recorder);
		expect(asked).toContain(27115);
	});
});

describe('ServerSchema', () => {
	it('reads numbers sent as text and defaults missing ones instead of failing', () => {
		const [server] = ServerListSchema.parse([
			{ id: '3', title: 'EU TTT', host: '203.0.113.10', port: '27015', players: '7' },
		]);
		expect(server).toEqual({
			id: 3,
			title: 'EU TTT',
			img: '',
			host: '203.0.113.10',
			port: 27015,
			players: 7,
			maxPlayers: 0,
			online: true,
			region: undefined,
			mode: undefined,
		});
	});
});
