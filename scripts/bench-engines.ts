/**
 * The engines part of `npm run bench` (after `npm run build`): one community of 1,000,000 TTT
 * rounds and 200,000 no-scopes, filled into a SQLite file, copied with the site's own copy into a
 * throwaway PostgreSQL cluster, then served twice by the build, once per engine. Side by side, the
 * median of: the three Jailbreak boards, the round list (page 1, a middle page, a search), a
 * player page (targets: under 20 ms each), one ingest batch of 1,000 no-scopes (under 200 ms),
 * and each server's peak memory. Run alone with `npm run bench -- engines`; needs PostgreSQL
 * installed, as the tests do (BENCH_PORT defaults to 4494; the PostgreSQL server gets the next).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { RoundPageSchema } from '../src/contract/rounds';
import { SITE_MIGRATIONS } from '../src/server/areas';
import { copySqliteToPostgres } from '../src/server/db/copy';
import { sqliteQueries } from '../src/server/db/kysely';
import { connectPostgres } from '../src/server/db/postgres';
import { createRandom } from '../src/server/db/random';
import { ensureInternalSource } from '../src/server/ingest/internal-source';
import { createIngestKey } from '../src/server/ingest/keys';
import { addGameServer } from '../src/server/servers/manage';
import { fillNoscopes, fillRounds, timeNoscopePosts } from './lib/bench-fill';
import {
	openBenchSqlite,
	percentile,
	removeDatabase,
	startServe,
	waitForServer,
} from './lib/bench-http';
import { readMemory } from './lib/process-stats';
import { startThrowawayPostgres } from './lib/throwaway-postgres';

const port = Number(process.env.BENCH_PORT ?? 4494);
const databasePath = join(tmpdir(), `community-site-bench-engines-${port}.db`);

const ROUNDS = 1_000_000;
const NOSCOPES = 200_000;
const READ_TARGET_MS = 20;
const BATCH_TARGET_MS = 200;
const RUNS = 30;
/** The bench's own Jailbreak server (a documentation address), whose key posts the batches. */
const BENCH_SERVER = '192.0.2.201:27015';

interface Filled {
	key: string;
	busiestSteamId: string;
}

/** Fills the SQLite community: demo seed, the rounds, the no-scopes, a key for the batches. */
async function fillSqlite(): Promise<Filled> {
	const file = await openBenchSqlite(databasePath, { seedPasswordCost: { N: 1024, r: 8, p: 1 } });
	const db = sqliteQueries(file);
	const rounds = await ensureInternalSource(db, 'bench-engines-rounds');
	fillRounds(file, rounds.id, ROUNDS);
	const noscopes = await ensureInternalSource(db, 'bench-engines-noscopes');
	await fillNoscopes(db, noscopes, createRandom(20261128), NOSCOPES);
	await addGameServer(db, {
		title: 'Bench Jailbreak',
		address: BENCH_SERVER,
		region: 'eu',
		mode: 'jailbreak',
		maxPlayers: 64,
	});
	const { key } = await createIngestKey(db, BENCH_SERVER);
	const busiest = file
		.prepare<[], { steamid: string }>(
			`SELECT steamid FROM ttt_round_players GROUP BY steamid ORDER BY COUNT(*) DESC LIMIT 1`,
		)
		.get();
	if (!busiest) throw new Error('The demo seed made no round players');
	file.pragma('wal_checkpoint(TRUNCATE)');
	file.close();
	return { key, busiestSteamId: busiest.steamid };
}

/** Copies the SQLite community into a new database `bench` of the cluster; answers its URL. */
async function copyToPostgres(serverUrl: string): Promise<string> {
	const admin = new pg.Client({ connectionString: serverUrl });
	await admin.connect();
	await admin.query('CREATE DATABASE bench');
	await admin.end();
	const url = serverUrl.replace(/\/postgres$/, '/bench');
	const BetterSqlite3 = (await import('better-sqlite3')).default;
	const source = new BetterSqlite3(databasePath, { readonly: true });
	const target = await connectPostgres(url, { poolSize: 1 });
	try {
		await copySqliteToPostgres(source, target.kysely, 'bench', SITE_MIGRATIONS);
		// Fresh statistics, as autovacuum gathers them soon after a real move.
		await sql`ANALYZE`.execute(target.kysely);
	} finally {
		source.close();
		await target.close();
	}
	return url;
}

/** Median milliseconds of a GET (after three warm-ups), checking the answer is a success. */
async function medianGet(base: string, path: string): Promise<number> {
	const times: number[] = [];
	for (let run = 0; run < RUNS + 3; run++) {
		const started = performance.now();
		const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'br' } });
		await response.arrayBuffer();
		if (!response.ok) throw new Error(`${path} answered ${response.status}`);
		if (run >= 3) times.push(performance.now() - started);
	}
	return percentile(times, 0.5);
}

/** Median milliseconds of POSTing ten batches of 1,000 new no-scopes with the bench's key. */
async function medianBatch(base: string, key: string, prefix: string): Promise<number> {
	return percentile(
		await timeNoscopePosts(base, key, createRandom(prefix.length * 7919), prefix),
		0.5,
	);
}

interface Measure {
	label: string;
	target: number;
	unit: 'ms' | 'MB';
	run: (base: string, pid: number) => Promise<number>;
}

/** What is measured on each engine, in print order. */
function measures(filled: Filled): Measure[] {
	const read = (label: string, path: string | ((base: string) => Promise<string>)): Measure => ({
		label,
		target: READ_TARGET_MS,
		unit: 'ms',
		run: async (base) => medianGet(base, typeof path === 'string' ? path : await path(base)),
	});
	const middlePage = async (base: string) => {
		const first = await fetch(`${base}/api/ttt/rounds?page=1`);
		const { total } = RoundPageSchema.parse(await first.json());
		return `/api/ttt/rounds?page=${Math.ceil(total / 15 / 2)}`;
	};
	return [
		read('NoScope top', '/api/jailbreak/noscope/top'),
		read('NoScope recent', '/api/jailbreak/noscope/recent'),
		read('NoScope stats', '/api/jailbreak/noscope/stats'),
		read('rounds page 1', '/api/ttt/rounds?page=1'),
		read('rounds middle page', middlePage),
		read('rounds search', '/api/ttt/rounds?search=lego'),
		read('player page', `/api/players/${filled.busiestSteamId}`),
		{
			label: 'POST 1,000 no-scopes',
			target: BATCH_TARGET_MS,
			unit: 'ms',
			run: (base) => medianBatch(base, filled.key, base),
		},
		{
			label: 'server peak memory',
			target: 300,
			unit: 'MB',
			run: async (_base, pid) => readMemory(pid)?.peak ?? NaN,
		},
	];
}

/** Serves the build on one engine and runs every measure against it. */
async function measureEngine(
	env: NodeJS.ProcessEnv,
	servePort: number,
	list: Measure[],
): Promise<number[]> {
	const base = `http://localhost:${servePort}`;
	const server = startServe({
		...process.env,
		...env,
		PORT: String(servePort),
	});
	try {
		await waitForServer(base);
		const figures: number[] = [];
		for (const measure of list) figures.push(await measure.run(base, server.pid!));
		return figures;
	} finally {
		server.kill('SIGTERM');
	}
}

function cell(value: number, measure: Measure): string {
	const mark = value < measure.target ? 'ok' : 'MISSED';
	return `${value.toFixed(1).padStart(7)} ${measure.unit} ${mark.padEnd(6)}`;
}

removeDatabase(databasePath);
const cluster = await startThrowawayPostgres();
try {
	let started = performance.now();
	const filled = await fillSqlite();
	const seconds = () => ((performance.now() - started) / 1000).toFixed(0);
	console.log(
		`\nEngines: ${ROUNDS.toLocaleString('en')} rounds and ${NOSCOPES.toLocaleString('en')} no-scopes filled into SQLite in ${seconds()} s`,
	);
	started = performance.now();
	const url = await copyToPostgres(cluster.url);
	console.log(
		`Copied into PostgreSQL ${cluster.majorVersion} with npm run db:copy's code in ${seconds()} s\n`,
	);
	const list = measures(filled);
	const sqlite = await measureEngine({ DATABASE_PATH: databasePath }, port, list);
	const postgres = await measureEngine({ DATABASE_URL: url }, port + 1, list);
	console.log(`${'median'.padEnd(22)} ${'SQLite'.padEnd(18)} ${'PostgreSQL'.padEnd(18)} target`);
	list.forEach((measure, index) => {
		console.log(
			`${measure.label.padEnd(22)} ${cell(sqlite[index]!, measure)} ${cell(postgres[index]!, measure)} < ${measure.target} ${measure.unit}`,
		);
	});
} finally {
	cluster.stop();
	removeDatabase(databasePath);
}
