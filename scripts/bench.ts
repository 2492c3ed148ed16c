/**
 * Benchmarks against the existing production build (no rebuild), each on a temporary database:
 *
 * - flood-distributed (scripts/bench-flood.ts; `flood` is the same): 200 concurrent logins for
 *   20 s, each from a new address, with and without a bot check the flooders fail; page and API
 *   latencies, the real user's logins and the server's peak memory against their targets.
 * - rounds (scripts/bench-rounds.ts): 1,000,000 rounds; page 1, a middle page and a search of
 *   `GET /api/ttt/rounds` (median under 20 ms each), a page's gzipped size (under 8 KB) and the
 *   server's peak memory (under 300 MB).
 * - jailbreak (scripts/bench-jailbreak.ts): 200,000 no-scopes; every leaderboard call and
 *   1,000-event ingest batches against their bounds of 100 ms and 200 ms.
 *
 * - players (scripts/bench-players.ts): 20,000 rounds and 200,000 no-scopes; a player page's API
 *   call and the player search against their bound of 20 ms (median).
 *
 * - engines (scripts/bench-engines.ts): 1,000,000 rounds and 200,000 no-scopes on SQLite and,
 *   copied, on PostgreSQL: the Jailbreak boards, round pages, a player page (under 20 ms) and an
 *   ingest batch (under 200 ms) side by side, with each server's peak memory.
 * - replicas (scripts/bench-replicas.ts): one and two replicas on one PostgreSQL behind a
 *   round-robin proxy: requests per second, medians and peak database connections.
 *
 * Usage: npm run bench [-- flood-distributed | rounds | jailbreak | players | engines | replicas]
 * (after `npm run build`; BENCH_PORT defaults to 4490, 4492, 4491, 4493, 4494 and 4496). The
 * engines and replicas benches need PostgreSQL installed, as the tests do; without it they say
 * so and the others still run.
 */
import { postgresUnavailableReason } from './lib/throwaway-postgres';

const only = process.argv[2];
// A login flood from many addresses, with and without a bot check the flooders fail.
if (!only || only === 'flood' || only === 'flood-distributed') await import('./bench-flood');
// Round history in pages, on a database of 1,000,000 rounds.
if (!only || only === 'rounds') await import('./bench-rounds');
// The Jailbreak leaderboards and ingest, on a database of 200,000 no-scopes.
if (!only || only === 'jailbreak') await import('./bench-jailbreak');
// A player page's API on 20,000 rounds and 200,000 no-scopes.
if (!only || only === 'players') await import('./bench-players');
// The same community on SQLite and on PostgreSQL, side by side.
if (!only || only === 'engines') await withPostgres('engines', () => import('./bench-engines'));
// One and two replicas on one PostgreSQL behind a round-robin proxy.
if (!only || only === 'replicas') await withPostgres('replicas', () => import('./bench-replicas'));

/** Runs a bench that needs PostgreSQL, or says why it cannot run here. */
async function withPostgres(name: string, bench: () => Promise<unknown>): Promise<void> {
	const missing = postgresUnavailableReason();
	if (missing) console.log(`\nThe ${name} bench needs PostgreSQL: ${missing}`);
	else await bench();
}
