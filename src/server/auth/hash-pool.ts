import { Worker } from 'node:worker_threads';
import { createFairQueue, type FairQueue, type QueueRoom } from '../http/fair-queue';

/** One scrypt derivation, as a worker thread computes it. */
export interface ScryptJob {
	password: string;
	salt: Buffer;
	keyLength: number;
	N: number;
	r: number;
	p: number;
	/** Memory scrypt may use, in bytes (OpenSSL refuses to go past it). */
	maxmem: number;
}

/** Worker threads that run scrypt, fed by a fair queue keyed by client address. */
export interface HashPool {
	/** Derives a key in a worker when `client`'s turn comes; throws `QueueFullError` when full. */
	derive(client: string, job: ScryptJob): Promise<Buffer>;
	/** Whether a derivation for `client` would be taken now, and if not, whose excess it is. */
	roomFor(client: string): QueueRoom;
	/** Derivations running now. */
	readonly active: number;
	/** Derivations waiting for a worker. */
	readonly waiting: number;
	/** Stops the idle workers; a later derivation starts new ones. */
	close(): Promise<void>;
}

/** Options of `createHashPool`. */
interface HashPoolOptions {
	/** Worker threads, so derivations running at once: each holds 128 MiB at OWASP's cost. */
	workers?: number;
	/** Derivations allowed to wait, all clients together; past that, 503 at once. */
	maxWaiting?: number;
	/** Derivations one client address may have running or waiting; past that, 429 at once. */
	maxPerClient?: number;
	/** A worker idle this long is stopped, giving its memory back. */
	idleMs?: number;
}

/**
 * How many hashes run at once. The server idles at about 130 to 200 MB and each running hash
 * adds 128 MiB, so one keeps it near 300 MB at peak; more would buy throughput with memory.
 */
const HASH_WORKERS = 1;
/** Hashes waiting for the worker, all addresses together: about 4 s of work at OWASP's cost. */
const HASH_MAX_WAITING = 10;
/** Hashes one address may have running or waiting. */
const HASH_MAX_PER_CLIENT = 2;
const IDLE_MS = 60_000;

// The worker's code travels as a string: the API is bundled by Astro, run by tsx and by
// vitest, and a string needs no file of its own to be found in each of those layouts.
// scryptSync runs on the worker's own thread, never on libuv's pool that file reads share.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ password, salt, keyLength, N, r, p, maxmem }) => {
	try {
		parentPort.postMessage({ key: scryptSync(password, salt, keyLength, { N, r, p, maxmem }) });
	} catch (error) {
		parentPort.postMessage({ error: String(error && error.message) });
	}
});
`;

interface PooledWorker {
	worker: Worker;
	idleTimer?: NodeJS.Timeout;
}

/** Creates a pool of scrypt worker threads behind a fair, bounded queue. */
export function createHashPool({
	workers = HASH_WORKERS,
	maxWaiting = HASH_MAX_WAITING,
	maxPerClient = HASH_MAX_PER_CLIENT,
	idleMs = IDLE_MS,
}: HashPoolOptions = {}): HashPool {
	const queue: FairQueue = createFairQueue({ concurrency: workers, maxWaiting, maxPerClient });
	// The queue lets at most `workers` derivations run, so one is always free for a started task.
	const idle: PooledWorker[] = [];

	function stop(pooled: PooledWorker) {
		clearTimeout(pooled.idleTimer);
		const index = idle.indexOf(pooled);
		if (index >= 0) idle.splice(index, 1);
		return pooled.worker.terminate();
	}

	function takeWorker(): PooledWorker {
		const pooled = idle.pop();
		if (pooled) {
			clearTimeout(pooled.idleTimer);
			return pooled;
		}
		// The worker's own heap holds next to nothing (scrypt's memory is OpenSSL's, not V8's):
		// small limits stop a fault from growing it.
		const worker = new Worker(WORKER_SOURCE, {
			eval: true,
			resourceLimits: { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 16 },
		});
		// An idle worker must not keep a script or a test run alive.
		worker.unref();
		return { worker };
	}

	function giveBack(pooled: PooledWorker) {
		pooled.idleTimer = setTimeout(() => void stop(pooled), idleMs);
		pooled.idleTimer.unref();
		idle.push(pooled);
	}

	function runInWorker(job: ScryptJob): Promise<Buffer> {
		const pooled = takeWorker();
		return new Promise<Buffer>((resolve, reject) => {
			const { worker } = pooled;
			const onMessage = (answer: { key?: Uint8Array; error?: string }) => {
				worker.off('error', onFailure).off('exit', onFailure);
				giveBack(pooled);
				if (answer.key)
					resolve(Buffer.from(answer.key.buffer, answer.key.byteOffset, answer.key.byteLength));
				else reject(new Error(answer.error ?? 'scrypt failed'));
			};
			// A worker that dies takes its job with it; the next job starts a fresh one.
			const onFailure = (error: unknown) => {
				worker.off('message', onMessage).off('error', onFailure).off('exit', onFailure);
				void worker.terminate();
				reject(error instanceof Error ? error : new Error('The hashing worker stopped'));
			};
			worker.once('message', onMessage).once('error', onFailure).once('exit', onFailure);
			worker.postMessage(job);
		});
	}

	return {
		derive(client, job) {
			return queue.run(client, () => runInWorker(job));
		},
		roomFor: (client) => queue.roomFor(client),
		get active() {
			return queue.active;
		},
		get waiting() {
			return queue.waiting;
		},
		async close() {
			await Promise.all([...idle].map(stop));
		},
	};
}

let shared: HashPool | undefined;

/** The process's own pool, made on first use: every hasher of the process shares its workers. */
export function sharedHashPool(): HashPool {
	shared ??= createHashPool();
	return shared;
}
