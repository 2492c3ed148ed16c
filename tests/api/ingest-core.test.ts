import { describe, expect, it } from 'vitest';
import { INGEST_KEY_REQUIRED } from '../../src/server/ingest/require-ingest-key';
import { ingestOnce } from '../../src/server/ingest/idempotency';
import { ensureInternalSource } from '../../src/server/ingest/internal-source';
import {
	createIngestKey,
	findIngestKey,
	hashIngestKey,
	IngestKeyError,
	listIngestKeys,
	revokeIngestKey,
	ServerAddressError,
} from '../../src/server/ingest/keys';
import { addGameServer, removeGameServer } from '../../src/server/servers/manage';
import { issueIngestKey } from '../fixtures/ingest-servers';
import { createTestApp, postJson, testEngine } from '../fixtures/reference-api';

// No area route lives at this path: a request that gets past the key check answers 404.
const PROBE = '/api/ingest/probe';

describe('ingest keys', () => {
	it('stores only the hash of a new key and finds its server by the plain key', async () => {
		const { queries } = await createTestApp();
		const { key, id, address } = await issueIngestKey(queries, { mode: 'jailbreak', region: 'na' });
		const stored = await queries
			.selectFrom('ingest_keys')
			.select('key_hash')
			.where('id', '=', id)
			.executeTakeFirstOrThrow();
		expect(stored.key_hash).toBe(hashIngestKey(key));
		expect(stored.key_hash).not.toContain(key);
		expect(await findIngestKey(queries, key)).toEqual({
			source: { id, serverName: address },
			server: expect.objectContaining({ address, mode: 'jailbreak', region: 'na' }),
		});
		expect(await findIngestKey(queries, `${key}x`)).toBeUndefined();
	});

	it('refuses a second live key and unknown or malformed addresses; a revoked server gets a new key on its row', async () => {
		const { queries } = await createTestApp();
		const first = await issueIngestKey(queries);
		await expect(createIngestKey(queries, first.address)).rejects.toThrow(IngestKeyError);
		await expect(createIngestKey(queries, '192.0.2.99:27015')).rejects.toThrow(ServerAddressError);
		await expect(createIngestKey(queries, 'eu-ttt-1')).rejects.toThrow(ServerAddressError);
		expect(await revokeIngestKey(queries, first.address)).toBe(true);
		expect(await revokeIngestKey(queries, first.address)).toBe(false);
		expect(await findIngestKey(queries, first.key)).toBeUndefined();
		const second = await createIngestKey(queries, first.address);
		expect(second.id).toBe(first.id);
		expect((await findIngestKey(queries, second.key))?.source.id).toBe(first.id);
		const listed = (await listIngestKeys(queries)).find((row) => row.id === first.id);
		expect(listed).toMatchObject({ revokedAt: null, server: { address: first.address } });
	});

	it('continues the source of a removed server when its address is added and keyed again', async () => {
		const { queries } = await createTestApp();
		const first = await issueIngestKey(queries, { mode: 'jailbreak' });
		await removeGameServer(queries, first.server.id);
		const keys = await listIngestKeys(queries);
		expect(keys.find((row) => row.id === first.id)?.server).toBeNull();
		await expect(createIngestKey(queries, first.address)).rejects.toThrow(ServerAddressError);
		await addGameServer(queries, {
			title: 'Back again',
			address: first.address,
			region: 'eu',
			mode: 'jailbreak',
			maxPlayers: 40,
		});
		// The old key is still live but unbound: revoke it by the address first.
		await expect(createIngestKey(queries, first.address)).rejects.toThrow(IngestKeyError);
		expect(await revokeIngestKey(queries, first.address)).toBe(true);
		const again = await createIngestKey(queries, first.address);
		expect(again.id).toBe(first.id);
		expect(again.server.title).toBe('Back again');
		expect((await findIngestKey(queries, again.key))?.server?.title).toBe('Back again');
	});

	it('gives code-written data a source nobody can upload as', async () => {
		const { queries } = await createTestApp();
		const source = await ensureInternalSource(queries, 'internal-test');
		expect(await ensureInternalSource(queries, 'internal-test')).toEqual(source);
		expect(
			(await listIngestKeys(queries)).find((row) => row.id === source.id)?.revokedAt,
		).not.toBeNull();
	});
});

describe('requireIngestKey and the ingest body limit', () => {
	it('answers 401 without a key, with a wrong key and with a revoked key', async () => {
		const { app, queries } = await createTestApp();
		const { key, address } = await issueIngestKey(queries);
		const none = await postJson(app, PROBE, {});
		expect(none.status).toBe(401);
		expect(await none.json()).toEqual({ message: INGEST_KEY_REQUIRED });
		const wrong = await postJson(app, PROBE, {}, { Authorization: 'Bearer ingest_wrong' });
		expect(wrong.status).toBe(401);
		expect((await postJson(app, PROBE, {}, { 'X-Ingest-Key': key })).status).toBe(404);
		expect((await postJson(app, PROBE, {}, { Authorization: `Bearer ${key}` })).status).toBe(404);
		await revokeIngestKey(queries, address);
		const revoked = await postJson(app, PROBE, {}, { Authorization: `Bearer ${key}` });
		expect(revoked.status).toBe(401);
		expect(await revoked.json()).toEqual({ message: INGEST_KEY_REQUIRED });
	});

	it('lets ingest bodies up to 2 MB through while the rest of the API keeps 64 KB', async () => {
		const { app, queries } = await createTestApp();
		const { key } = await issueIngestKey(queries);
		const headers = { Authorization: `Bearer ${key}` };
		const oneMegabyte = { filler: 'x'.repeat(1024 * 1024) };
		expect((await postJson(app, PROBE, oneMegabyte, headers)).status).toBe(404);
		const tooLarge = await postJson(app, PROBE, { filler: 'x'.repeat(2 * 1024 * 1024) }, headers);
		expect(tooLarge.status).toBe(413);
		expect((await postJson(app, '/api/auth/login', oneMegabyte)).status).toBe(413);
	});
});

// ingestOnce still writes through the SQLite handle.
describe.runIf(testEngine === 'sqlite')('ingestOnce', () => {
	it('inserts each event id once per server and kind, however often it is delivered', async () => {
		const { queries } = await createTestApp();
		const a = await issueIngestKey(queries);
		const b = await issueIngestKey(queries);
		const stored: string[] = [];
		const insert = async (_trx: unknown, fresh: readonly { id: number }[]) =>
			void stored.push(...fresh.map((item) => String(item.id)));
		const items = [{ id: 1 }, { id: 2 }];
		expect(await ingestOnce(queries, a, 'test.kind', items, (item) => item.id, insert)).toEqual({
			created: 2,
			duplicates: 0,
		});
		expect(await ingestOnce(queries, a, 'test.kind', items, (item) => item.id, insert)).toEqual({
			created: 0,
			duplicates: 2,
		});
		const once = (source: typeof a, kind: string) =>
			ingestOnce(queries, source, kind, [{ id: 1 }], (item) => item.id, insert);
		expect((await once(b, 'test.kind')).created).toBe(1);
		expect((await once(a, 'other.kind')).created).toBe(1);
		expect(stored).toEqual(['1', '2', '1', '1']);
	});

	it('stores nothing of an upload whose insert fails', async () => {
		const { queries } = await createTestApp();
		const a = await issueIngestKey(queries);
		const failing = () => Promise.reject(new Error('broken row'));
		await expect(
			ingestOnce(queries, a, 'test.kind', [{ id: 1 }], (item) => item.id, failing),
		).rejects.toThrow();
		// Only this server's events: area seeds write theirs through ingestOnce too.
		const count = await queries
			.selectFrom('ingest_events')
			.select((eb) => eb.fn.countAll<number>().as('n'))
			.where('source_key_id', '=', a.id)
			.executeTakeFirstOrThrow();
		expect(count.n).toBe(0);
	});
});
