/** Thrown when a task may not wait: the queue is full, or its client already has its share. */
export class QueueFullError extends Error {
	constructor() {
		// Thrown for every refused request of a flood and never logged (it is answered as busy):
		// without a stack trace, which would cost more than the rest of the refusal.
		const stackTraceLimit = Error.stackTraceLimit;
		Error.stackTraceLimit = 0;
		super('Too many requests are waiting for a free slot');
		Error.stackTraceLimit = stackTraceLimit;
		this.name = 'QueueFullError';
	}
}

/**
 * Whether a client's next task would be taken now: `free`, or refused because that client
 * already has its share running or waiting (`clientShareUsed`: its own excess), or because the
 * waiting room is full for everyone (`full`: the server is out of capacity).
 */
export type QueueRoom = 'free' | 'clientShareUsed' | 'full';

/** Options of `createFairQueue`. */
interface FairQueueOptions {
	/** Tasks allowed to run at the same time. */
	concurrency: number;
	/** Tasks allowed to wait, all clients together; one more is refused at once. */
	maxWaiting: number;
	/** Tasks one client may have running or waiting; one more is refused at once. */
	maxPerClient: number;
}

/** Runs a few tasks at a time and shares the waiting room fairly between clients. */
export interface FairQueue {
	/** Runs `task` for `client` when its turn comes, or throws `QueueFullError` at once. */
	run<T>(client: string, task: () => Promise<T>): Promise<T>;
	/** Whether `run` would take a task of `client` now rather than throw `QueueFullError`, and why not. */
	roomFor(client: string): QueueRoom;
	/** Tasks running now. */
	readonly active: number;
	/** Tasks waiting for a slot. */
	readonly waiting: number;
}

/**
 * Creates a bounded queue that serves waiting clients in turn (round robin): a client with many
 * waiting tasks gets one slot, then every other waiting client gets one, so a flood from one
 * address cannot starve the rest. Per-client and global caps keep the memory bounded.
 */
export function createFairQueue({
	concurrency,
	maxWaiting,
	maxPerClient,
}: FairQueueOptions): FairQueue {
	let active = 0;
	let waiting = 0;
	// Each client's waiting starts in arrival order; the map's own order is the turn order.
	const turns = new Map<string, Array<() => void>>();
	// Tasks per client, running or waiting.
	const held = new Map<string, number>();

	function release(client: string) {
		const count = (held.get(client) ?? 1) - 1;
		if (count > 0) held.set(client, count);
		else held.delete(client);
		const next = turns.entries().next();
		if (next.done) {
			active--;
			return;
		}
		// The slot passes straight to the client whose turn it is, who then goes to the back.
		const [nextClient, starts] = next.value;
		turns.delete(nextClient);
		const start = starts.shift()!;
		if (starts.length > 0) turns.set(nextClient, starts);
		waiting--;
		start();
	}

	function roomFor(client: string): QueueRoom {
		if ((held.get(client) ?? 0) >= maxPerClient) return 'clientShareUsed';
		return active < concurrency || waiting < maxWaiting ? 'free' : 'full';
	}

	async function acquire(client: string): Promise<void> {
		if (roomFor(client) !== 'free') throw new QueueFullError();
		const count = held.get(client) ?? 0;
		if (active < concurrency) {
			active++;
			held.set(client, count + 1);
			return;
		}
		held.set(client, count + 1);
		waiting++;
		await new Promise<void>((start) => {
			const starts = turns.get(client);
			if (starts) starts.push(start);
			else turns.set(client, [start]);
		});
	}

	return {
		roomFor,
		async run(client, task) {
			await acquire(client);
			try {
				return await task();
			} finally {
				release(client);
			}
		},
		get active() {
			return active;
		},
		get waiting() {
			return waiting;
		},
	};
}
