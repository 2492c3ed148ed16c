/** How `npm run bench -- flood-distributed` prints one scenario: each figure beside its target. */
import { z } from 'zod/mini';
import { percentile } from './bench-http';

/** Median of GET latencies, in ms, to stay under during the flood. */
const LATENCY_TARGET_MS = 50;
/** A real user's login counts when it succeeds within this time. */
const LOGIN_WITHIN_MS = 3000;
/** Share of the real user's logins that must succeed in time. */
const LOGIN_SHARE_TARGET = 0.9;
/**
 * Event-loop CPU a flood request may cost, in ms, where the server refuses it before reading it
 * (the hashing queue has no room): such a refusal must stay cheap. A login whose bot check is
 * asked has no such target: its body is read, it is counted in the database and its token goes
 * to siteverify; what is asked of that scenario is that pages stay quick meanwhile.
 */
const LOOP_CPU_TARGET_MS = 0.25;
/** Peak resident memory of the server, in MB. */
const RSS_TARGET_MB = 300;

/** One login of the real user: its status (0 when it failed to answer) and its time. */
export interface Login {
	status: number;
	ms: number;
}

/** What the flood client prints when it is done: answers by status, requests and duration. */
export const FloodCountsSchema = z.object({
	statuses: z.record(z.string(), z.number()),
	requests: z.number(),
	seconds: z.number(),
});

/** Everything measured in one scenario. */
export interface FloodFigures {
	concurrency: number;
	flood: z.infer<typeof FloodCountsSchema>;
	/** Server CPU seconds spent during the flood, all threads (hashing included), when /proc tells. */
	serverCpu: number | null;
	/** Of those, the main thread's: the event loop that handles every request. */
	loopCpu: number | null;
	idle: { home: number[]; servers: number[]; login: Login; rss: number | null };
	during: { home: number[]; servers: number[]; logins: Login[] };
	memory: { rss: number; peak: number } | null;
}

const ms = (values: number[], fraction: number) => percentile(values, fraction).toFixed(1);
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
const label = (text: string) => `  ${text.padEnd(34)}`;

function printLatency(name: string, values: number[]) {
	const ok = percentile(values, 0.5) < LATENCY_TARGET_MS;
	console.log(
		`${label(name)}median ${ms(values, 0.5).padStart(6)} ms, p95 ${ms(values, 0.95).padStart(7)} ms   target median < ${LATENCY_TARGET_MS} ms: ${verdict(ok)}`,
	);
}

function printLogins(logins: Login[]) {
	const inTime = logins.filter((login) => login.status === 200 && login.ms <= LOGIN_WITHIN_MS);
	const share = inTime.length / Math.max(1, logins.length);
	console.log(
		`${label('real user logged in within 3 s')}${inTime.length}/${logins.length} (${(share * 100).toFixed(0)}%)   target ≥ ${LOGIN_SHARE_TARGET * 100}%: ${verdict(share >= LOGIN_SHARE_TARGET)}`,
	);
	const statuses = logins.map((login) => login.status).join(' ');
	const times = ms(
		logins.map((login) => login.ms),
		0.5,
	);
	console.log(`${label('')}statuses ${statuses}; median time ${times} ms`);
}

/**
 * Prints the figures of one scenario and what it puts to the test; `refusedUnread`: the flood's
 * logins are refused before they are read, so their event-loop CPU has its target.
 */
export function printFigures(figures: FloodFigures, tests: string, refusedUnread: boolean): void {
	const { flood, idle, during, memory, serverCpu, loopCpu } = figures;
	const counts = Object.entries(flood.statuses)
		.map(([status, count]) => `${count.toLocaleString('en')}×${status}`)
		.join(', ');
	console.log(
		`  flood: ${figures.concurrency} concurrent logins, each from a new address, ${flood.seconds.toFixed(1)} s: ${flood.requests.toLocaleString('en')} requests (${counts})`,
	);
	const perRequest = (seconds: number) => (seconds * 1000) / Math.max(1, flood.requests);
	if (serverCpu !== null) {
		console.log(
			`  server CPU during the flood: ${serverCpu.toFixed(1)} s, ${perRequest(serverCpu).toFixed(2)} ms a request (all threads, hashing included)`,
		);
	}
	if (loopCpu !== null) {
		const ms = perRequest(loopCpu);
		console.log(
			`${label('event loop CPU per flood request')}${ms.toFixed(3)} ms (${loopCpu.toFixed(1)} s in all)   ${
				refusedUnread
					? `target ≤ ${LOOP_CPU_TARGET_MS} ms: ${verdict(ms <= LOOP_CPU_TARGET_MS)}`
					: 'no target: each is read, counted and sent to siteverify'
			}`,
		);
	}
	console.log(
		`  idle: GET / median ${ms(idle.home, 0.5)} ms, GET /api/servers median ${ms(idle.servers, 0.5)} ms, a login ${idle.login.ms.toFixed(0)} ms (${idle.login.status}), RSS ${idle.rss?.toFixed(0) ?? 'n/a'} MB`,
	);
	printLatency('GET / during the flood', during.home);
	printLatency('GET /api/servers during the flood', during.servers);
	printLogins(during.logins);
	if (memory) {
		console.log(
			`${label('peak server RSS')}${memory.peak.toFixed(0)} MB (${memory.rss.toFixed(0)} MB after)   target < ${RSS_TARGET_MB} MB: ${verdict(memory.peak < RSS_TARGET_MB)}`,
		);
	} else {
		console.log(`${label('peak server RSS')}n/a (needs /proc)`);
	}
	console.log(`  Tests: ${tests}`);
}
