import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CssAdminsSchema } from '../../src/contract/game-server-admins';
import { IngestServerSchema } from '../../src/contract/ingest';
import type { SiteDb } from '../../src/server/db/kysely';
import { editGameServer } from '../../src/server/servers/edit';
import { GameServerError } from '../../src/server/servers/manage';
import { issueIngestKey } from '../fixtures/ingest-servers';
import { createTestApp } from '../fixtures/reference-api';
import { runScript } from '../fixtures/run-script';
import { createScriptDatabase, SCRIPTS_TIMEOUT_MS } from '../fixtures/script-database';

const STEAM_ID = '76561198000077001';

/** An admin config of the EU region bound to one server. */
async function addAdminConfig(db: SiteDb, name: string, serverId: number) {
	await db
		.insertInto('game_admins')
		.values({
			region: 'eu',
			player_steamid: STEAM_ID,
			player_name: name,
			immunity: 10,
			server_id: serverId,
			flags: 'b',
			created: new Date().toISOString(),
		})
		.execute();
}

describe('editing a game server', () => {
	it('changes it in place: its key and its admin configs stay bound', async () => {
		const { app, queries } = await createTestApp();
		const server = await issueIngestKey(queries, { region: 'eu', mode: 'ttt' });
		await addAdminConfig(queries, 'Edited', server.server.id);

		const row = await editGameServer(queries, server.server.id, {
			title: 'Renamed',
			address: '192.0.2.99:27777',
			maxPlayers: '40',
			queryPort: '27778',
		});
		expect(row).toMatchObject({
			id: server.server.id,
			title: 'Renamed',
			host: '192.0.2.99',
			port: 27777,
			query_port: 27778,
			max_players: 40,
			region: 'eu',
			mode: 'ttt',
		});

		const own = await app.request('/api/ingest/server', { headers: server.headers });
		expect(IngestServerSchema.parse(await own.json())).toEqual({
			title: 'Renamed',
			address: '192.0.2.99:27777',
			region: 'eu',
			mode: 'ttt',
		});
		const admins = await app.request('/api/ingest/admins', { headers: server.headers });
		expect(CssAdminsSchema.parse(await admins.json())).toHaveProperty('Edited.identity', STEAM_ID);

		expect(
			(await editGameServer(queries, server.server.id, { queryPort: null }))?.query_port,
		).toBeNull();
	});

	it('refuses a region change while admin configs belong to it, and a taken address', async () => {
		const { queries } = await createTestApp();
		const server = await issueIngestKey(queries, { region: 'eu' });
		const other = await issueIngestKey(queries, { region: 'eu' });
		await addAdminConfig(queries, 'Stays', server.server.id);
		await expect(editGameServer(queries, server.server.id, { region: 'na' })).rejects.toThrow(
			/has 1 admin configurations of the eu region/,
		);
		await expect(
			editGameServer(queries, server.server.id, { address: other.address }),
		).rejects.toThrow(`A game server at ${other.address} is on the list already.`);
		await expect(editGameServer(queries, server.server.id, { maxPlayers: '0' })).rejects.toThrow(
			GameServerError,
		);
		await expect(editGameServer(queries, server.server.id, {})).rejects.toThrow(
			'Nothing to change.',
		);
		expect(await editGameServer(queries, 999_999, { title: 'Nobody' })).toBeNull();
		// A server without configs moves; its mode's picture follows a mode change.
		expect(
			await editGameServer(queries, other.server.id, { region: 'na', mode: 'jailbreak' }),
		).toMatchObject({
			region: 'na',
			mode: 'jailbreak',
			img: '/images/servers/jailbreak.svg',
		});
	});
});

describe('npm run game-server -- edit', () => {
	const folder = mkdtempSync(join(tmpdir(), 'site-game-server-edit-'));
	let settings: Record<string, string>;
	let drop: () => Promise<void>;
	beforeAll(async () => {
		const database = await createScriptDatabase(folder, 'site');
		settings = { SITE_URL: 'https://nova.example', ...database.settings };
		drop = database.drop;
	});
	afterAll(async () => {
		await drop();
		rmSync(folder, { recursive: true, force: true });
	});
	const gameServer = (...args: string[]) => runScript('game-server', args, settings);

	it(
		'changes the options given and keeps the key bound',
		async () => {
			const address = '203.0.113.60:27015';
			const added = await gameServer(
				...['add', '--title', 'Before', '--address', address, '--region', 'eu', '--mode', 'ttt'],
				...['--max-players', '24', '--query-port', '27115'],
			);
			expect(added.code, added.stderr).toBe(0);
			const id = /^Added: +(\d+)/.exec(added.stdout)![1]!;
			expect((await runScript('ingest-key', ['create', address], settings)).code).toBe(0);

			const edited = await gameServer('edit', id, '--title', 'After', '--query-port', 'none');
			expect(edited.code, edited.stderr).toBe(0);
			expect(edited.stdout).toMatch(
				new RegExp(`Changed: +${id} +eu ttt +203\\.0\\.113\\.60:27015 +24 slots +After`),
			);
			const keys = await runScript('ingest-key', ['list'], settings);
			expect(keys.stdout).toMatch(/203\.0\.113\.60:27015 +eu ttt +After .* live/);

			const unknown = await gameServer('edit', '99999', '--title', 'Nobody');
			expect(unknown.code).toBe(1);
			expect(unknown.stderr).toContain('No game server has the id 99999.');
			const nothing = await gameServer('edit', id);
			expect(nothing.code).toBe(1);
			expect(nothing.stderr).toContain('Nothing to change.');
		},
		SCRIPTS_TIMEOUT_MS,
	);
});
