import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
	INGEST_KEY_UNBOUND,
	IngestServerSchema,
	ingestModeRefused,
} from '../../src/contract/ingest';
import { sqliteQueries } from '../../src/server/db/kysely';
import { SITE_MIGRATIONS } from '../../src/server/areas';
import {
	describeUnboundKeys,
	hashIngestKey,
	listIngestKeys,
	listUnboundLiveKeys,
} from '../../src/server/ingest/keys';
import { removeGameServer } from '../../src/server/servers/manage';
import { issueIngestKey } from '../fixtures/ingest-servers';
import { CHEAP_SEED, createTestApp, postJson, openTestSqlite } from '../fixtures/reference-api';

const TTT_PATHS = ['/api/ingest/ttt/rounds', '/api/ingest/ttt/egg-pickups'];
const JAILBREAK_PATHS = [
	'/api/ingest/jailbreak/noscopes',
	'/api/ingest/jailbreak/poops',
	'/api/ingest/jailbreak/lootbag-pickups',
];

describe('what a key may write follows its server', () => {
	it.each(JAILBREAK_PATHS)('a TTT key on %s is a 403 that says so', async (path) => {
		const { app, queries } = await createTestApp();
		const { headers } = await issueIngestKey(queries, { mode: 'ttt' });
		const response = await postJson(app, path, { events: [] }, headers);
		expect(response.status).toBe(403);
		expect(await response.json()).toEqual({ message: ingestModeRefused('ttt', 'jailbreak') });
		expect(ingestModeRefused('ttt', 'jailbreak')).toBe(
			'This key belongs to a TTT server and cannot write Jailbreak data',
		);
	});

	it.each(TTT_PATHS)('a Jailbreak key on %s is a 403 that says so', async (path) => {
		const { app, queries } = await createTestApp();
		const { headers } = await issueIngestKey(queries, { mode: 'jailbreak' });
		const response = await postJson(app, path, {}, headers);
		expect(response.status).toBe(403);
		expect(await response.json()).toEqual({
			message: 'This key belongs to a Jailbreak server and cannot write TTT data',
		});
	});

	it('a key whose server left the list can no longer write, and is reported', async () => {
		const { app, queries } = await createTestApp();
		const { headers, server, address } = await issueIngestKey(queries);
		expect(await removeGameServer(queries, server.id)).not.toBeNull();
		const response = await postJson(app, TTT_PATHS[0]!, {}, headers);
		expect(response.status).toBe(403);
		expect(await response.json()).toEqual({ message: INGEST_KEY_UNBOUND });
		expect((await listUnboundLiveKeys(queries)).map((key) => key.serverName)).toEqual([address]);
		expect(await describeUnboundKeys(queries)).toEqual([
			`Ingest key '${address}' belongs to no game server of the list and can no longer write: ` +
				'issue a key with npm run ingest:key -- create <ip:port>, then revoke this one.',
		]);
	});
});

describe('GET /api/ingest/server', () => {
	it('answers the server the key belongs to', async () => {
		const { app, queries } = await createTestApp();
		const { headers, address } = await issueIngestKey(queries, { mode: 'jailbreak', region: 'na' });
		const response = await app.request('/api/ingest/server', { headers });
		expect(IngestServerSchema.parse(await response.json())).toEqual({
			title: 'Test na jailbreak',
			address,
			region: 'na',
			mode: 'jailbreak',
		});
	});
});

describe('015_ingest_keys_bound on an existing database', () => {
	const folder = mkdtempSync(join(tmpdir(), 'site-keys-'));
	afterAll(() => rmSync(folder, { recursive: true, force: true }));

	it('binds free-name keys whose name matches a server and leaves the rest unbound', async () => {
		const path = join(folder, 'site.db');
		const before = SITE_MIGRATIONS.filter((migration) => migration.id < '015');
		const old = await openTestSqlite(path, { ...CHEAP_SEED, migrations: before });
		const insert = old.prepare(
			'INSERT INTO ingest_keys (server_name, key_hash, created_at) VALUES (?, ?, ?)',
		);
		// eu-ttt-1 names the same server as the seed's older demo-eu-ttt source, which keeps it.
		for (const name of ['eu-ttt-2', 'NA-TTT', 'eu-ttt-1', 'na-jailbreak-2', 'lobby']) {
			insert.run(name, hashIngestKey(name), new Date().toISOString());
		}
		old.close();

		const db = await openTestSqlite(path, CHEAP_SEED);
		const queries = sqliteQueries(db);
		const bound = Object.fromEntries(
			(await listIngestKeys(queries)).map((key) => [key.serverName, key.server?.address ?? null]),
		);
		expect(bound).toEqual({
			'demo-eu-ttt': '203.0.113.10:27015',
			'demo-na-ttt': '198.51.100.20:27015',
			'eu-jailbreak-1': '203.0.113.11:27015',
			'na-jailbreak-1': '198.51.100.21:27015',
			'eu-ttt-2': '203.0.113.10:27016',
			'NA-TTT': null,
			'eu-ttt-1': null,
			'na-jailbreak-2': null,
			lobby: null,
		});
		expect((await listUnboundLiveKeys(queries)).map((key) => key.serverName)).toEqual([
			'NA-TTT',
			'eu-ttt-1',
			'lobby',
			'na-jailbreak-2',
		]);
		db.close();
	});
});
