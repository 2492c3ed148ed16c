/**
 * The rounds part of `npm run bench` (after `npm run build`): 1,000,000 rounds written straight
 * into a temporary database (batched inserts in one transaction), the build served on it, then
 * page 1, a middle page and a search of `GET /api/ttt/rounds` timed over HTTP (target: each
 * median under 20 ms), a page's gzipped size (under 8 KB) and the server's peak memory (under
 * 300 MB). Run alone with `npm run bench -- rounds`.
 */
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RoundListSchema, RoundPageSchema } from '../src/contract/rounds';
import { sqliteQueries } from '../src/server/db/kysely';
import { ensureInternalSource } from '../src/server/ingest/internal-source';
import {
	percentile,
	removeDatabase,
	report,
	startServe,
	waitForServer,
	openBenchSqlite,
} from './lib/bench-http';
import { fillRounds } from './lib/bench-fill';
import { readMemory } from './lib/process-stats';

const port = Number(process.env.BENCH_PORT ?? 4492);
const base = `http://localhost:${port}`;
const databasePath = join(tmpdir(), `community-site-bench-rounds-${port}.db`);

const ROUNDS = 1_000_000;
const PAGE_BOUND_MS = 20;
const PAGE_GZIP_BOUND_KB = 8;
const MEMORY_BOUND_MB = 300;
const RUNS = 40;

/** Two years of rounds, oldest first, a few minutes apart. */
async function seedRounds() {
	const db = await openBenchSqlite(databasePath, { seedPasswordCost: { N: 1024, r: 8, p: 1 } });
	const source = await ensureInternalSource(sqliteQueries(db), 'bench-rounds');
	fillRounds(db, source.id, ROUNDS);
	db.close();
}

/** The gzipped size of an answer as the server sends it to a client that takes gzip. */
function gzippedBytes(path: string): Promise<number> {
	return new Promise((resolve, reject) => {
		const req = request(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
			if (res.headers['content-encoding'] !== 'gzip') reject(new Error('answer not gzipped'));
			let bytes = 0;
			res.on('data', (chunk: Buffer) => (bytes += chunk.length));
			res.on('end', () => resolve(bytes));
		});
		req.on('error', reject);
		req.end();
	});
}

/** Median milliseconds of a GET, body included, after a few warm-up requests. */
async function time(path: string): Promise<{ median: number; body: unknown }> {
	const times: number[] = [];
	let body: unknown;
	for (let run = 0; run < RUNS + 3; run++) {
		const started = performance.now();
		const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' } });
		body = await response.json();
		if (run >= 3) times.push(performance.now() - started);
	}
	report(path.replace('/api/ttt/rounds', 'rounds'), times);
	return { median: percentile(times, 0.5), body };
}

function verdict(value: number, bound: number, unit: string) {
	const shown = `${value.toFixed(1)} ${unit}`;
	return `${shown} (target under ${bound} ${unit}: ${value < bound ? 'ok' : 'MISSED'})`;
}

removeDatabase(databasePath);
const seeding = performance.now();
await seedRounds();
console.log(
	`\nSeeded ${ROUNDS.toLocaleString('en')} rounds in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
);
const server = startServe({ ...process.env, PORT: String(port), DATABASE_PATH: databasePath });
try {
	await waitForServer(base);
	const first = await time('/api/ttt/rounds?page=1');
	const { total } = RoundPageSchema.parse(first.body);
	const middle = await time(`/api/ttt/rounds?page=${Math.ceil(total / 15 / 2)}`);
	const search = await time('/api/ttt/rounds?search=lego');
	const found = RoundPageSchema.parse(search.body).total;
	// Beyond the targets: a deep page of a search on one map and on two ('sky': skyscraper and
	// mc_skyislands), an id, and the plain array of rounds.
	await time(`/api/ttt/rounds?search=lego&page=${Math.ceil(found / 15 / 2)}`);
	await time(`/api/ttt/rounds?search=sky&page=${Math.ceil(found / 15)}`);
	await time(`/api/ttt/rounds?search=${Math.floor(total / 3)}`);
	const list = await time('/api/ttt/rounds');
	const gzip = (await gzippedBytes('/api/ttt/rounds?page=1')) / 1024;
	const peak = readMemory(server.pid!)?.peak ?? NaN;

	console.log(`\n${total.toLocaleString('en')} rounds; 'lego' finds ${found.toLocaleString('en')}`);
	console.log(`  (plain list: ${RoundListSchema.parse(list.body).length} rounds)`);
	console.log(`page 1 median        ${verdict(first.median, PAGE_BOUND_MS, 'ms')}`);
	console.log(`middle page median   ${verdict(middle.median, PAGE_BOUND_MS, 'ms')}`);
	console.log(`search median        ${verdict(search.median, PAGE_BOUND_MS, 'ms')}`);
	console.log(`page gzipped         ${verdict(gzip, PAGE_GZIP_BOUND_KB, 'KB')}`);
	console.log(`server peak memory   ${verdict(peak, MEMORY_BOUND_MB, 'MB')}`);
} finally {
	server.kill('SIGTERM');
	if (!process.env.KEEP) removeDatabase(databasePath);
}
