import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { INGEST_KEY_REQUIRED } from '../../src/contract/ingest';
import { revokeIngestKey } from '../../src/server/ingest/keys';
import { parseReplayLog, planReplay } from '../../scripts/lib/replay-log';
import { replay, ReplayRefusedError } from '../../scripts/lib/replay';
import { issueIngestKey } from '../fixtures/ingest-servers';
import { createTestApp } from '../fixtures/reference-api';
import { runScript } from '../fixtures/run-script';

const folder = mkdtempSync(join(tmpdir(), 'site-replay-'));
const test = await createTestApp();
/** Answers handed to the next POSTs instead of the API's, to play an overloaded or failing site. */
const injected: (() => Response)[] = [];
/** What the fake counts of an upload: its list of events or pickups, whichever it carries. */
const UploadedBatchSchema = z.looseObject({
	events: z.optional(z.array(z.unknown())),
	pickups: z.optional(z.array(z.unknown())),
});
const posts: { path: string; items: number }[] = [];
let site = '';

beforeAll(async () => {
	const server = createServer(
		getRequestListener(async (request, { incoming }) => {
			const env = { remoteAddress: incoming.socket.remoteAddress };
			if (request.method !== 'POST') return test.app.fetch(request, env);
			const body = UploadedBatchSchema.parse(await request.clone().json());
			posts.push({
				path: new URL(request.url).pathname,
				items: (body.events ?? body.pickups)?.length ?? 1,
			});
			return injected.shift()?.() ?? test.app.fetch(request, env);
		}),
	);
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	return () => new Promise<void>((resolve) => server.close(() => resolve()));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const PLAYER = '76561198000000555';

/** A TTT log: a round running, then finished, and `pickups` egg pickups. */
function tttLog(prefix: string, pickups: number): string {
	const round = { roundId: `${prefix}-r1`, map: 'ttt_replay', startTime: minutesAgo(10) };
	const lines: unknown[] = [
		{ path: 'ttt/rounds', event: round },
		...Array.from({ length: pickups }, (_, n) => ({
			path: 'ttt/egg-pickups',
			event: {
				id: `${prefix}-e${n}`,
				steamid: PLAYER,
				playerName: 'Replayer',
				pickedUpAt: minutesAgo(9),
			},
		})),
		{ path: 'ttt/rounds', event: { ...round, endTime: minutesAgo(4), winningTeam: 'traitor' } },
	];
	return lines.map((line) => JSON.stringify(line)).join('\n') + '\n';
}

function plan(text: string) {
	const { events, problems } = parseReplayLog(text);
	expect(problems).toEqual([]);
	return planReplay(events);
}

describe('ingest replay against the API', () => {
	it('posts in batches, waits out a 429 and a 503, and counts only duplicates when run again', async () => {
		const { key, address } = await issueIngestKey(test.queries);
		const requests = plan(tttLog('batch', 1001));
		posts.length = 0;
		injected.push(
			() =>
				new Response('{"message":"Too many requests"}', {
					status: 429,
					headers: { 'Retry-After': '3' },
				}),
			() => new Response('{"message":"busy"}', { status: 503 }),
		);
		const waits: number[] = [];
		const options = {
			site,
			key,
			address,
			log: () => {},
			sleep: async (ms: number) => void waits.push(ms),
		};

		expect(await replay(requests, options)).toEqual({
			sent: 1003,
			created: 1002,
			updated: 1,
			duplicates: 0,
			failed: 0,
		});
		expect(waits).toEqual([3000, 1000]);
		// The round twice (the first post twice more, refused), then the pickups in 1000 + 1.
		expect(posts.map((post) => `${post.path} ${post.items}`)).toEqual([
			'/api/ingest/ttt/rounds 1',
			'/api/ingest/ttt/rounds 1',
			'/api/ingest/ttt/rounds 1',
			'/api/ingest/ttt/rounds 1',
			'/api/ingest/ttt/egg-pickups 1000',
			'/api/ingest/ttt/egg-pickups 1',
		]);

		// Again: nothing new; the finished round is stored again as it was, the running one refused.
		expect(await replay(requests, options)).toEqual({
			sent: 1003,
			created: 0,
			updated: 1,
			duplicates: 1002,
			failed: 0,
		});
	});

	it('gives up on a request still failing after every try, and reports refused events by line', async () => {
		const { key, address } = await issueIngestKey(test.queries);
		const text = [
			{
				path: 'ttt/egg-pickups',
				event: { id: 'x1', steamid: PLAYER, playerName: 'A', pickedUpAt: minutesAgo(1) },
			},
			{
				path: 'ttt/egg-pickups',
				event: { id: 'x2', steamid: PLAYER, playerName: 'A', pickedUpAt: '9999-01-01T00:00:00Z' },
			},
			{
				path: 'jailbreak/poops',
				event: {
					eventId: 'p1',
					pooper: { steamId: PLAYER, name: 'A' },
					map: 'jb',
					occurredAt: minutesAgo(1),
				},
			},
			{ path: 'ttt/rounds', event: { roundId: 'down', map: 'ttt_down', startTime: minutesAgo(3) } },
		]
			.map((line) => JSON.stringify(line))
			.join('\n');
		const requests = plan(text);
		const logged: string[] = [];
		const waits: number[] = [];
		const options = {
			site,
			key,
			address,
			maxAttempts: 3,
			log: (line: string) => void logged.push(line),
			sleep: async (ms: number) => void waits.push(ms),
		};
		// The egg batch and the poop get their real answers; the round meets a site that stays down.
		const summary = await replayWithDownRounds(requests, options);
		expect(summary).toEqual({ sent: 4, created: 0, updated: 0, duplicates: 0, failed: 4 });
		expect(waits).toEqual([500, 1000]);
		expect(logged).toContain(
			'lines 1-2 (ttt/egg-pickups): 400 pickups.1.pickedUpAt: pickedUpAt must not be more than 5 minutes in the future (line 2)',
		);
		expect(logged).toContain(
			'lines 3-3 (jailbreak/poops): 403 This key belongs to a TTT server and cannot write Jailbreak data',
		);
		expect(logged).toContain('lines 4-4 (ttt/rounds): 503 busy');
	});

	it('sends nothing with a key of another server or a revoked key', async () => {
		const { key, address } = await issueIngestKey(test.queries, { mode: 'jailbreak' });
		const requests = plan(tttLog('refused', 1));
		posts.length = 0;
		const options = { site, key, log: () => {}, sleep: async () => {} };
		await expect(replay(requests, { ...options, address: '192.0.2.1:1' })).rejects.toThrow(
			`The key belongs to ${address} (Test eu jailbreak), not 192.0.2.1:1: nothing was sent`,
		);
		await revokeIngestKey(test.queries, address);
		await expect(replay(requests, { ...options, address })).rejects.toThrow(
			new ReplayRefusedError(`The site refused the key: ${INGEST_KEY_REQUIRED}`),
		);
		expect(posts).toEqual([]);
	});
});

/** Replays with every round request answered 503, as a site whose round store is down. */
async function replayWithDownRounds(
	requests: ReturnType<typeof planReplay>,
	options: Parameters<typeof replay>[1],
) {
	const fetchThroughDownRounds: typeof fetch = (input, init) =>
		String(input).endsWith('/ttt/rounds')
			? Promise.resolve(new Response('{"message":"busy"}', { status: 503 }))
			: fetch(input, init);
	return replay(requests, { ...options, fetch: fetchThroughDownRounds });
}

describe('npm run ingest:replay', () => {
	it('reads the key from INGEST_KEY or a file, prints a summary and exits 1 on failures, 2 without a key', async () => {
		const { key, address } = await issueIngestKey(test.queries);
		const log = join(folder, 'log.ndjson');
		writeFileSync(log, tttLog('cli', 2));
		const run = (env: Record<string, string>, ...extra: string[]) =>
			runScript('ingest-replay', [log, '--address', address, '--site', site, ...extra], env);

		const first = await run({ INGEST_KEY: key });
		expect(first.code, first.stderr).toBe(0);
		expect(first.stdout).toContain(
			'Sent 4 events in 3 requests: 3 created, 1 updated, 0 duplicates, 0 failed.',
		);

		const keyFile = join(folder, 'ingest.key');
		writeFileSync(keyFile, `${key}\n`, { mode: 0o600 });
		writeFileSync(
			log,
			tttLog('cli', 2).replace(/"pickedUpAt":"[^"]+"/, '"pickedUpAt":"2001-01-01T00:00:00Z"'),
		);
		const failing = await run({}, '--key-file', keyFile);
		expect(failing.code).toBe(1);
		expect(failing.stdout).toContain(
			'lines 2-3 (ttt/egg-pickups): 400 pickups.0.pickedUpAt: pickedUpAt must not be before 2015 (line 2)',
		);
		expect(failing.stdout).toContain('2 failed.');

		const keyless = await run({});
		expect(keyless.code).toBe(2);
		expect(keyless.stderr).toContain('No key: set INGEST_KEY or pass --key-file <file>.');
	});
});
