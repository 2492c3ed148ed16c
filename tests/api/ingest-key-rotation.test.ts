import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INGEST_KEY_REQUIRED } from '../../src/contract/ingest';
import { finishKeyRotation, startKeyRotation } from '../../src/server/ingest/key-rotation';
import { createIngestKey, IngestKeyError, revokeIngestKey } from '../../src/server/ingest/keys';
import { issueIngestKey } from '../fixtures/ingest-servers';
import { createTestApp, type TestApp } from '../fixtures/reference-api';
import { runScript } from '../fixtures/run-script';
import { createScriptDatabase, SCRIPTS_TIMEOUT_MS } from '../fixtures/script-database';

async function statusWith(app: TestApp, key: string) {
	const response = await app.request('/api/ingest/server', {
		headers: { Authorization: `Bearer ${key}` },
	});
	return { status: response.status, body: await response.json() };
}

describe('rotating an ingest key with an overlap', () => {
	it('lets the next key work beside the current one until the rotation is finished', async () => {
		const { app, queries } = await createTestApp();
		const current = await issueIngestKey(queries);
		const next = await startKeyRotation(queries, current.address);
		expect(next.key).not.toBe(current.key);
		expect(next.id).toBe(current.id);

		for (const key of [current.key, next.key]) {
			expect(await statusWith(app, key)).toMatchObject({
				status: 200,
				body: { address: current.address },
			});
		}
		await expect(startKeyRotation(queries, current.address)).rejects.toThrow(
			/rotating its key already/,
		);

		expect(await finishKeyRotation(queries, current.address)).toBe(true);
		expect(await statusWith(app, current.key)).toEqual({
			status: 401,
			body: { message: INGEST_KEY_REQUIRED },
		});
		expect((await statusWith(app, next.key)).status).toBe(200);
		expect(await finishKeyRotation(queries, current.address)).toBe(false);
	});

	it('stops both keys when the server is revoked mid-rotation, and a new key starts clean', async () => {
		const { app, queries } = await createTestApp();
		const current = await issueIngestKey(queries);
		const next = await startKeyRotation(queries, current.address);
		expect(await revokeIngestKey(queries, current.address)).toBe(true);
		for (const key of [current.key, next.key])
			expect((await statusWith(app, key)).status).toBe(401);

		const fresh = await createIngestKey(queries, current.address);
		expect((await statusWith(app, fresh.key)).status).toBe(200);
		expect((await statusWith(app, next.key)).status).toBe(401);
		expect(await finishKeyRotation(queries, current.address)).toBe(false);
	});

	it('refuses to rotate a server without a live key', async () => {
		const { queries } = await createTestApp();
		const server = await issueIngestKey(queries);
		await revokeIngestKey(queries, server.address);
		await expect(startKeyRotation(queries, server.address)).rejects.toThrow(IngestKeyError);
	});

	it('starts one rotation of two started at once, and issues one key of two asked at once', async () => {
		const { app, queries } = await createTestApp();
		const current = await issueIngestKey(queries);
		const rotations = await Promise.allSettled([
			startKeyRotation(queries, current.address),
			startKeyRotation(queries, current.address),
		]);
		const started = rotations.flatMap((result) =>
			result.status === 'fulfilled' ? [result.value] : [],
		);
		expect(started).toHaveLength(1);
		expect(rotations.find((result) => result.status === 'rejected')).toMatchObject({
			reason: expect.objectContaining({ message: expect.stringMatching(/rotating its key/) }),
		});
		expect((await statusWith(app, started[0]!.key)).status).toBe(200);

		await revokeIngestKey(queries, current.address);
		const issued = await Promise.allSettled([
			createIngestKey(queries, current.address),
			createIngestKey(queries, current.address),
		]);
		expect(issued.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
		expect(issued.find((result) => result.status === 'rejected')).toMatchObject({
			reason: expect.any(IngestKeyError),
		});
	});
});

describe('npm run ingest:key -- rotate and finish-rotation', () => {
	const folder = mkdtempSync(join(tmpdir(), 'site-key-rotation-'));
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
	const ingestKey = (...args: string[]) => runScript('ingest-key', args, settings);

	it(
		'prints the next key once, lists the rotation, then finishes it',
		async () => {
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
			expect(listed.stdout).toMatch(
				/Rotating .* live, rotating: the next key of \d{4}-.* works too/,
			);
			expect(listed.stdout).not.toContain(nextKey);

			const finished = await ingestKey('finish-rotation', address);
			expect(finished.code, finished.stderr).toBe(0);
			expect(finished.stdout).toContain('only the new key works now');
			expect((await ingestKey('list')).stdout).not.toContain('rotating');
			const again = await ingestKey('finish-rotation', address);
			expect(again.code).toBe(1);
			expect(again.stderr).toContain(`${address} is not rotating its key`);
		},
		SCRIPTS_TIMEOUT_MS,
	);
});
