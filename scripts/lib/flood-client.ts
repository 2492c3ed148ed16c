/**
 * The flooders of `npm run bench -- flood-distributed`, run as a process of their own so their
 * work does not delay the bench's own timings: FLOOD_CONCURRENCY loops, each sending login after
 * login for FLOOD_SECONDS, every request from a new forwarded address (198.18.0.0/15, the
 * benchmarking range) with a new e-mail and a junk bot-check token. Prints the statuses counted
 * as one JSON line when done.
 */
import { Agent, request } from 'node:http';

const base = new URL(process.env.FLOOD_TARGET ?? 'http://localhost:4490');
const concurrency = Number(process.env.FLOOD_CONCURRENCY ?? 200);
const seconds = Number(process.env.FLOOD_SECONDS ?? 20);

const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
const statuses: Record<string, number> = {};
let sent = 0;

/** The n-th address of 198.18.0.0/15 (131,072 of them), skipping .0 and .255. */
function address(n: number): string {
	const index = n % (2 * 256 * 254);
	const host = index % 254;
	const block = Math.floor(index / 254);
	return `198.${18 + Math.floor(block / 256)}.${block % 256}.${host + 1}`;
}

function login(n: number): Promise<string> {
	const body = JSON.stringify({
		email: `flood-${n}@example.com`,
		password: 'Flood-guess-1!',
		turnstileToken: `junk-${n}`,
	});
	return new Promise((resolve) => {
		const req = request(
			{
				host: base.hostname,
				port: base.port,
				path: '/api/auth/login',
				method: 'POST',
				agent,
				headers: {
					'Content-Type': 'application/json',
					'Content-Length': Buffer.byteLength(body),
					'X-Forwarded-For': address(n),
				},
			},
			(res) => {
				res.resume();
				res.on('end', () => resolve(String(res.statusCode)));
			},
		);
		req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
		req.end(body);
	});
}

async function flooder(deadline: number) {
	while (performance.now() < deadline) {
		const status = await login(sent++);
		statuses[status] = (statuses[status] ?? 0) + 1;
	}
}

const started = performance.now();
const deadline = started + seconds * 1000;
await Promise.all(Array.from({ length: concurrency }, () => flooder(deadline)));
agent.destroy();
console.log(
	JSON.stringify({ statuses, requests: sent, seconds: (performance.now() - started) / 1000 }),
);
