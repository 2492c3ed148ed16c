import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Database } from 'better-sqlite3';

/** SQLite's own threshold: a commit that leaves more WAL pages than this checkpoints them. */
const SQLITE_AUTOCHECKPOINT_PAGES = 1000;
/** How often the worker copies committed pages into the database file. */
const CHECKPOINT_EVERY_MS = 1000;

// The worker's code travels as a string (as the hashing pool's does): the server is bundled by
// Astro, run by tsx and by vitest, and a string needs no file of its own in any of them. It
// opens the same file on its own connection; a PASSIVE checkpoint copies what readers no longer
// need and never waits for, or blocks, the server's reads and writes.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path, { fileMustExist: true, timeout: 0 });
const timer = setInterval(() => {
	try {
		db.pragma('wal_checkpoint(PASSIVE)');
	} catch {
		// Busy (a backup, a restore's check): the next turn copies what this one could not.
	}
}, workerData.everyMs);
parentPort.once('message', () => {
	clearInterval(timer);
	db.close();
	parentPort.close();
});
parentPort.postMessage('started');
`;

/** Options of `startWalCheckpointer`. */
interface WalCheckpointerOptions {
	everyMs?: number;
	/** Told when the worker fails, after the server's connection checkpoints by itself again. */
	onFailure?: (error: unknown) => void;
}

/**
 * Moves a SQLite file's checkpoints off the server's thread. SQLite checkpoints in the commit
 * that grows its write-ahead log past 1,000 pages: the request making that commit copies every
 * page into the database file first (about 100 ms for an ingest batch of 1,000 no-scopes on a
 * database of 200,000, most of that batch's time). Here the server's connection stops doing that
 * and a worker thread checkpoints every `everyMs` on its own connection instead. Should the
 * worker fail, the connection checkpoints by itself again, so the log never grows unbounded.
 * Answers how to stop; the connection's own checkpointing comes back then too.
 */
export async function startWalCheckpointer(
	file: Database,
	{ everyMs = CHECKPOINT_EVERY_MS, onFailure }: WalCheckpointerOptions = {},
): Promise<() => Promise<void>> {
	const worker = new Worker(WORKER_SOURCE, {
		eval: true,
		workerData: {
			driver: createRequire(import.meta.url).resolve('better-sqlite3'),
			path: file.name,
			everyMs,
		},
		resourceLimits: { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 32 },
	});
	// The worker must not keep a script or a test run alive.
	worker.unref();
	let stopping = false;
	const checkpointHere = () => {
		if (file.open) file.pragma(`wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`);
	};
	await new Promise<void>((resolve, reject) => {
		worker.once('message', () => resolve());
		worker.once('error', reject);
		worker.once('exit', (code) => reject(new Error(`The checkpoint worker stopped (${code})`)));
	});
	worker.removeAllListeners();
	file.pragma('wal_autocheckpoint = 0');
	const failed = (error: unknown) => {
		if (stopping) return;
		stopping = true;
		checkpointHere();
		onFailure?.(error);
	};
	worker.once('error', failed);
	worker.once('exit', (code) => failed(new Error(`The checkpoint worker stopped (${code})`)));
	return async () => {
		if (stopping) return;
		stopping = true;
		checkpointHere();
		const exited = new Promise((resolve) => worker.once('exit', resolve));
		worker.postMessage('stop');
		await exited;
	};
}
