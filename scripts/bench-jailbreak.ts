import type { Database } from 'better-sqlite3';
/**
 * The Jailbreak part of `npm run bench` (after `npm run build`): fills a temporary database to
 * 200,000 no-scopes through the ingest functions (batches of 1,000), serves the build on it, then
 * times every leaderboard call over HTTP (bound: median under 100 ms) and 1,000-event ingest
 * batches posted with a key (bound: under 200 ms each). Run alone with `npm run bench -- jailbreak`.
 */
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
	percentile,
	removeDatabase,
	report,
	startServe,
	timeGet,
	waitForServer,
	openBenchSqlite,
} from './lib/bench-http';
import { sqliteQueries } from '../src/server/db/kysely';
import { makeNoscopes, timeNoscopePosts } from './lib/bench-fill';
import { createRandom } from '../src/server/db/random';
import { ensureInternalSource } from '../src/server/ingest/internal-source';
import { createIngestKey, revokeIngestKey } from '../src/server/ingest/keys';
import { addGameServer, listGameServerRows } from '../src/server/servers/manage';
import { ingestNoscopes } from '../src/server/jailbreak/ingest';
import { getTopNoscopers } from '../src/server/jailbreak/noscope';
import type { NoscopeTopQuery } from '../src/contract/noscope';

const port = Number(process.env.BENCH_PORT ?? 4491);
const base = `http://localhost:${port}`;
const databasePath = join(tmpdir(), `community-site-bench-${port}.db`);

/** No-scopes the leaderboards are measured with, and the bounds they must meet. */
const NOSCOPE_TARGET = 200_000;
const BATCH = 1000;
const LEADERBOARD_BOUND_MS = 100;
const INGEST_BOUND_MS = 200;

/** Milliseconds of CPU this process spent on `work`: what it costs on an idle core. */
async function cpuMs(work: () => Promise<unknown>): Promise<number> {
	const before = process.cpuUsage();
	await work();
	const spent = process.cpuUsage(before);
	return (spent.user + spent.system) / 1000;
}

/** The leaderboard queries timed in process (wall clock and CPU), with their filters. */
const IN_PROCESS_QUERIES: [string, NoscopeTopQuery][] = [
	[
		'top by count',
		{ filterBy: 'count', weapon: 'all', headshot: 'all', minDistance: 500, limit: 50 },
	],
	[
		'top awp by distance',
		{ filterBy: 'distance', weapon: 'awp', headshot: 'all', minDistance: 500, limit: 50 },
	],
	[
		'top recent, min 600',
		{ filterBy: 'recent', weapon: 'all', headshot: 'all', minDistance: 600, limit: 50 },
	],
	[
		'top hs, min 5000',
		{ filterBy: 'headshot', weapon: 'ssg08', headshot: 'true', minDistance: 5000, limit: 50 },
	],
];

/** The bench's own Jailbreak server (a documentation address), whose key the HTTP part uses. */
const BENCH_SERVER = '192.0.2.200:27015';

/** A new key of the bench's server, added to the list on the first run. */
async function issueBenchKey(file: Database): Promise<string> {
	const db = sqliteQueries(file);
	const listed = (await listGameServerRows(db)).some(
		(row) => `${row.host}:${row.port}` === BENCH_SERVER,
	);
	if (!listed) {
		await addGameServer(db, {
			title: 'Bench Jailbreak',
			address: BENCH_SERVER,
			region: 'eu',
			mode: 'jailbreak',
			maxPlayers: 64,
		});
	}
	await revokeIngestKey(db, BENCH_SERVER);
	return (await createIngestKey(db, BENCH_SERVER)).key;
}

/** Fills the bench database to the target and answers an ingest key for the HTTP part. */
async function prepareJailbreakData(): Promise<{
	key: string;
	batchMs: number[];
	batchCpuMs: number[];
	queries: [string, number[], number[]][];
}> {
	const db = await openBenchSqlite(databasePath);
	const queries = sqliteQueries(db);
	const random = createRandom(20250601);
	const key = await issueBenchKey(db);
	const source = await ensureInternalSource(queries, 'bench-jailbreak-fill');
	const have = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM jailbreak_noscopes').get()!
		.n;
	const batchMs: number[] = [];
	const batchCpuMs: number[] = [];
	for (let done = have, batch = 0; done < NOSCOPE_TARGET; done += BATCH, batch++) {
		const events = makeNoscopes(random, `fill-${batch}`, Math.min(BATCH, NOSCOPE_TARGET - done));
		const started = performance.now();
		batchCpuMs.push(await cpuMs(() => ingestNoscopes(queries, source, events)));
		batchMs.push(performance.now() - started);
	}
	const timed: [string, number[], number[]][] = [];
	for (const [label, query] of IN_PROCESS_QUERIES) {
		const wall: number[] = [];
		const cpu: number[] = [];
		for (let i = 0; i < 15; i++) {
			const started = performance.now();
			cpu.push(await cpuMs(() => getTopNoscopers(queries, query)));
			wall.push(performance.now() - started);
		}
		timed.push([label, wall, cpu]);
	}
	db.close();
	return { key, batchMs, batchCpuMs, queries: timed };
}

function verdict(values: number[], bound: number) {
	return percentile(values, 0.5) < bound ? `under ${bound} ms ✓` : `OVER ${bound} ms ✗`;
}

async function benchJailbreak({
	key,
	batchMs,
	batchCpuMs,
	queries,
}: Awaited<ReturnType<typeof prepareJailbreakData>>) {
	console.log(
		`\nJailbreak leaderboards with ${NOSCOPE_TARGET.toLocaleString('en-GB')} no-scopes\n`,
	);
	const calls = [
		'/api/jailbreak/noscope/top',
		'/api/jailbreak/noscope/top?filterBy=distance&weapon=awp',
		'/api/jailbreak/noscope/top?filterBy=avgDistance&headshot=true',
		'/api/jailbreak/noscope/top?filterBy=recent&minDistance=600',
		'/api/jailbreak/noscope/top?filterBy=headshot&weapon=ssg08&minDistance=5000',
		'/api/jailbreak/noscope/recent',
		'/api/jailbreak/noscope/recent?minDistance=10000&limit=50',
		'/api/jailbreak/noscope/stats',
		'/api/jailbreak/lootbag/top-resources',
		'/api/jailbreak/lootbag/rarity-stats',
	];
	for (const path of calls) {
		const times: number[] = [];
		for (let i = 0; i < 25; i++) times.push(await timeGet(base, path));
		report(path.replace('/api/jailbreak', ''), times);
		console.log(`${''.padEnd(22)} ${verdict(times, LEADERBOARD_BOUND_MS)}`);
	}
	const posts = await timeNoscopePosts(base, key, createRandom(7), 'http');
	console.log('');
	report('POST 1,000 no-scopes', posts);
	console.log(`${''.padEnd(22)} ${verdict(posts, INGEST_BOUND_MS)}`);
	// In process: CPU time is what a call costs on a free core, however busy the machine is.
	console.log('\nIn process (wall clock, then CPU time)');
	report('ingest 1,000 wall', batchMs);
	report('ingest 1,000 cpu', batchCpuMs);
	console.log(`${''.padEnd(22)} ${verdict(batchCpuMs, INGEST_BOUND_MS)}`);
	for (const [label, wall, cpu] of queries) {
		report(`${label} wall`, wall);
		report(`${label} cpu`, cpu);
		console.log(`${''.padEnd(22)} ${verdict(cpu, LEADERBOARD_BOUND_MS)}`);
	}
	console.log(
		`\nLoad average during the run: ${loadavg()
			.map((n) => n.toFixed(1))
			.join(' ')} on ${cpus().length} cores`,
	);
}

removeDatabase(databasePath);
const filled = await prepareJailbreakData();
const server = startServe({
	...process.env,
	PORT: String(port),
	DATABASE_PATH: databasePath,
	TRUST_PROXY: 'true',
});

try {
	await waitForServer(base);
	await benchJailbreak(filled);
} finally {
	server.kill('SIGTERM');
	removeDatabase(databasePath);
}
