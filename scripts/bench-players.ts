/**
 * The player part of `npm run bench` (after `npm run build`): a temporary database with 20,000
 * seeded rounds and 200,000 no-scopes (batches of 1,000 through the ingest functions, shot by the
 * round players, so the busiest player has figures everywhere), served by the build; times
 * `GET /api/players/{steamId}` of the busiest player, with and without a member's token, and the
 * player search (bound: median under 20 ms). Run alone with `npm run bench -- players`.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NoscopeEvent } from '../src/contract/jailbreak-ingest';
import { DEMO_ACCOUNTS } from '../src/server/auth/demo-accounts';
import { createRandom } from '../src/server/db/random';
import { sqliteQueries } from '../src/server/db/kysely';
import { ensureInternalSource } from '../src/server/ingest/internal-source';
import { ingestNoscopes } from '../src/server/jailbreak/ingest';
import {
	percentile,
	removeDatabase,
	report,
	startServe,
	waitForServer,
	openBenchSqlite,
} from './lib/bench-http';

const port = Number(process.env.BENCH_PORT ?? 4493);
const base = `http://localhost:${port}`;
const databasePath = join(tmpdir(), `community-site-bench-players-${port}.db`);

const ROUNDS = 20_000;
const NOSCOPES = 200_000;
const BATCH = 1000;
const PAGE_BOUND_MS = 20;

/** Seeds the rounds, adds no-scopes by the round players and answers the busiest player. */
async function prepare(): Promise<{ steamId: string; name: string }> {
	process.env.SEED_ROUNDS = String(ROUNDS);
	const started = performance.now();
	const db = await openBenchSqlite(databasePath, { seedPasswordCost: { N: 1024, r: 8, p: 1 } });
	const busiest = db
		.prepare<[], { steamId: string; name: string }>(
			`SELECT rp.steamid AS steamId, p.name FROM ttt_round_players rp
			JOIN players p ON p.steamid = rp.steamid
			GROUP BY rp.steamid ORDER BY COUNT(*) DESC LIMIT 1`,
		)
		.get()!;
	const shooters = db
		.prepare<[], { steamId: string; name: string }>(
			'SELECT steamid AS steamId, name FROM players LIMIT 200',
		)
		.all();
	const random = createRandom(20251124);
	const queries = sqliteQueries(db);
	const source = await ensureInternalSource(queries, 'bench-players-fill');
	const have = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM jailbreak_noscopes').get()!
		.n;
	const now = Date.now();
	for (let done = have, batch = 0; done < NOSCOPES; done += BATCH, batch++) {
		const events = Array.from({ length: Math.min(BATCH, NOSCOPES - done) }, (_, index) => {
			// A few shooters make most no-scopes; the busiest round player is the first of them.
			const shooter = index % 10 === 0 ? busiest : random.pick(shooters);
			return {
				eventId: `players-${batch}-${index}`,
				attacker: { steamId: shooter.steamId, name: shooter.name },
				victim: { steamId: null, name: 'BOT' },
				weapon: random.next() < 0.6 ? 'awp' : 'ssg08',
				distance: Math.round((300 + random.next() ** 2 * 9000) * 10) / 10,
				headshot: random.next() < 0.3,
				map: 'jb_bench_v1',
				occurredAt: now - random.intBetween(0, 90 * 86_400_000),
			} satisfies NoscopeEvent;
		});
		await ingestNoscopes(queries, source, events);
	}
	db.close();
	const seconds = ((performance.now() - started) / 1000).toFixed(1);
	console.log(`\nPlayers: ${ROUNDS} rounds and ${NOSCOPES} no-scopes ready in ${seconds} s`);
	return busiest;
}

async function logIn(): Promise<string> {
	const { email, password } = DEMO_ACCOUNTS.player;
	const response = await fetch(`${base}/api/auth/login`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ email, password, turnstileToken: 'bench' }),
	});
	const body = (await response.json()) as { token?: string };
	if (!body.token) throw new Error(`Login for the bench failed with ${response.status}`);
	return body.token;
}

async function time(path: string, headers: Record<string, string> = {}): Promise<number[]> {
	const times: number[] = [];
	for (let i = 0; i < 40; i++) {
		const started = performance.now();
		const response = await fetch(`${base}${path}`, {
			headers: { 'accept-encoding': 'br', ...headers },
		});
		await response.arrayBuffer();
		if (!response.ok) throw new Error(`${path} answered ${response.status}`);
		times.push(performance.now() - started);
	}
	return times.slice(5);
}

removeDatabase(databasePath);
const busiest = await prepare();
const server = startServe({ ...process.env, PORT: String(port), DATABASE_PATH: databasePath });
try {
	await waitForServer(base);
	const token = await logIn();
	const calls: [string, string, Record<string, string>][] = [
		['player page', `/api/players/${busiest.steamId}`, {}],
		[
			'player page, member',
			`/api/players/${busiest.steamId}`,
			{ Authorization: `Bearer ${token}` },
		],
		['search by name', `/api/players?search=${encodeURIComponent(busiest.name.slice(0, 2))}`, {}],
		['search by SteamID', `/api/players?search=${busiest.steamId.slice(0, 12)}`, {}],
	];
	console.log(`Busiest player: ${busiest.name} (${busiest.steamId})\n`);
	for (const [label, path, headers] of calls) {
		const times = await time(path, headers);
		report(label, times);
		const median = percentile(times, 0.5);
		console.log(
			`${''.padEnd(22)} median ${median.toFixed(1)} ms: ${median < PAGE_BOUND_MS ? `under ${PAGE_BOUND_MS} ms ✓` : `OVER ${PAGE_BOUND_MS} ms ✗`}`,
		);
	}
} finally {
	server.kill('SIGTERM');
	removeDatabase(databasePath);
}
