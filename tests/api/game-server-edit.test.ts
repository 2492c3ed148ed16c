import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CssAdminsSchema } from '../../src/contract/game-server-admins';
import { IngestServerSchema } from '../../src/contract/ingest';
import { editGameServer } from '../../src/server/servers/edit';
import { GameServerError } from '../../src/server/servers/manage';
import { issueIngestKey } from '../fixtures/ingest-servers';
import { createTestApp } from '../fixtures/reference-api';
import { runScript } from '../fixtures/run-script';

const STEAM_ID = '76561198000077001';

describe('editing a game server', () => {
	it('changes it in place: its key and its admin configs stay bound', async () => {
		const { app, db } = await createTestApp();
		const server = issueIngestKey(db, { region: 'eu', mode: 'ttt' });
		db.prepare(
			`INSERT INTO game_admins (region, player_steamid, player_name, immunity, server_id, flags, created)
			VALUES ('eu', ?, 'Edited', 10, ?, 'b', ?)`,
		).run(STEAM_ID, server.server.id, new Date().toISOString());

		const row = editGameServer(db, server.server.id, {
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

		expect(editGameServer(db, server.server.id, { queryPort: null })?.query_port).toBeNull();
	});

	it('refuses a region change while admin configs belong to it, and a taken address', async () => {
		const { db } = await createTestApp();
		const server = issueIngestKey(db, { region: 'eu' });
		const other = issueIngestKey(db, { region: 'eu' });
		db.prepare(
			`INSERT INTO game_admins (region, player_steamid, player_name, immunity, server_id, flags, created)
			VALUES ('eu', ?, 'Stays', 10, ?, 'b', ?)`,
		).run(STEAM_ID, server.server.id, new Date().toISOString());
		expect(() => editGameServer(db, server.server.id, { region: 'na' })).toThrow(
			/has 1 admin configurations of the eu region/,
		);
		expect(() => editGameServer(db, server.server.id, { address: other.address })).toThrow(
			`A game server at ${other.address} is on the list already.`,
		);
		expect(() => editGameServer(db, server.server.id, { maxPlayers: '0' })).toThrow(
			GameServerError,
		);
		expect(() => editGameServer(db, server.server.id, {})).toThrow('Nothing to change.');
		expect(editGameServer(db, 999_999, { title: 'Nobody' })).toBeNull();
		// A server without configs moves; its mode's picture follows a mode change.
		expect(editGameServer(db, other.server.id, { region: 'na', mode: 'jailbreak' })).toMatchObject({
			region: 'na',
			mode: 'jailbreak',
			img: '/images/servers/jailbreak.svg',
		});
	});
});

describe('npm run game-server -- edit', () => {
	const folder = mkdtempSync(join(tmpdir(), 'site-game-server-edit-'));
	afterAll(() => rmSync(folder, { recursive: true, force: true }));
	const settings = { SITE_URL: 'https://nova.example', DATABASE_PATH: join(folder, 'site.db') };
	const gameServer = (...args: string[]) => runScript('game-server', args, settings);

	it('changes the options given and keeps the key bound', async () => {
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
	});
});
