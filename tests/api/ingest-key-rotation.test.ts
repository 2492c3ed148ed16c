import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { INGEST_KEY_REQUIRED } from '../../src/contract/ingest';
import { finishKeyRotation, startKeyRotation } from '../../src/server/ingest/key-rotation';
import { createIngestKey, IngestKeyError, revokeIngestKey } from '../../src/server/ingest/keys';
import { issueIngestKey } from '../fixtures/ingest-servers';
import { createTestApp, type TestApp } from '../fixtures/reference-api';
import { runScript } from '../fixtures/run-script';

async function statusWith(app: TestApp, key: string) {
	const response = await app.request('/api/ingest/server', {
		headers: { Authorization: `Bearer ${key}` },
	});
	return { status: response.status, body: await response.json() };
}

describe('rotating an ingest key with an overlap', () => {
	it('lets the next key work beside the current one until the rotation is finished', async () => {
		const { app, db } = await createTestApp();
		const current = issueIngestKey(db);
		const next = startKeyRotation(db, current.address);
		expect(next.key).not.toBe(current.key);
		expect(next.id).toBe(current.id);

		for (const key of [current.key, next.key]) {
			expect(await statusWith(app, key)).toMatchObject({
				status: 200,
				body: { address: current.address },
			});
		}
		expect(() => startKeyRotation(db, current.address)).toThrow(/rotating its key already/);

		expect(finishKeyRotation(db, current.address)).toBe(true);
		expect(await statusWith(app, current.key)).toEqual({
			status: 401,
			body: { message: INGEST_KEY_REQUIRED },
		});
		expect((await statusWith(app, next.key)).status).toBe(200);
		expect(finishKeyRotation(db, current.address)).toBe(false);
	});

	it('stops both keys when the server is revoked mid-rotation, and a new key starts clean', async () => {
		const { app, db } = await createTestApp();
		const current = issueIngestKey(db);
		const next = startKeyRotation(db, current.address);
		expect(revokeIngestKey(db, current.address)).toBe(true);
		for (const key of [current.key, next.key])
			expect((await statusWith(app, key)).status).toBe(401);

		const fresh = createIngestKey(db, current.address);
		expect((await statusWith(app, fresh.key)).status).toBe(200);
		expect((await statusWith(app, next.key)).status).toBe(401);
		expect(finishKeyRotation(db, current.address)).toBe(false);
	});

	it('refuses to rotate a server without a live key', async () => {
		const { db } = await createTestApp();
		const server = issueIngestKey(db);
		revokeIngestKey(db, server.address);
		expect(() => startKeyRotation(db, server.address)).toThrow(IngestKeyError);
	});
});

describe('npm run ingest:key -- rotate and finish-rotation', () => {
	const folder = mkdtempSync(join(tmpdir(), 'site-key-rotation-'));
	afterAll(() => rmSync(folder, { recursive: true, force: true }));
	const settings = { SITE_URL: 'https://nova.example', DATABASE_PATH: join(folder, 'site.db') };
	const ingestKey = (...args: string[]) => runScript('ingest-key', args, settings);

	it('prints the next key once, lists the rotation, then finishes it', async () => {
		const address = '203.0.113.40:27015';
		const add = ['add', '--title', 'Rotating', '--address', address, '--region', 'eu'];
		const added = await runScript(
			'game-server',
			[...add, '--mode', 'ttt', '--max-players', '24'],
			settings,
		);
		expect(added.code, added.stderr).toBe(0);
		expect((await ingestKey('create', address)).code).toBe(0);

		const rotated = await ingestKey('rotate', address);
		expect(rotated.code, rotated.stderr).toBe(0);
		const nextKey = rotated.stdout.trimEnd().split('\n').at(-1);
		expect(nextKey).toMatch(/^ingest_[A-Za-z0-9_-]{43}$/);
		expect(rotated.stdout).toContain(
			`the current key works until you run finish-rotation ${address}`,
		);

		const listed = await ingestKey('list');
		expect(listed.stdout).toMatch(/Rotating .* live, rotating: the next key of \d{4}-.* works too/);
		expect(listed.stdout).not.toContain(nextKey);

		const finished = await ingestKey('finish-rotation', address);
		expect(finished.code, finished.stderr).toBe(0);
		expect(finished.stdout).toContain('only the new key works now');
		expect((await ingestKey('list')).stdout).not.toContain('rotating');
		const again = await ingestKey('finish-rotation', address);
		expect(again.code).toBe(1);
		expect(again.stderr).toContain(`${address} is not rotating its key`);
	});
});
