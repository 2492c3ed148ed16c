/** Thrown when every slot is taken and the wait queue is full; the API answers 503. */
export class QueueFullError extends Error {
	constructor() {
		super('Too many requests are waiting for a free slot');
		this.name = 'QueueFullError';
	}
}

/** Limits how many tasks run at once; the rest wait in a bounded queue. */
export interface Semaphore {
	/** Runs the task in a free slot, or throws `QueueFullError` when the queue is full. */
	run<T>(task: () => Promise<T>): Promise<T>;
	/** Tasks running now. */
	readonly active: number;
	/** Tasks waiting for a slot. */
	readonly waiting: number;
}

/** Options of `createSemaphore`. */
export interface SemaphoreOptions {
	/** Tasks allowed to run at the same time. */
	concurrency: number;
	/** Tasks allowed to wait; one more is refused at once rather than queued without end. */
	maxQueue: number;
}

/** Creates a counting semaphore with a bounded first-in, first-out wait queue. */
export function createSemaphore({ concurrency, maxQueue }: SemaphoreOptions): Semaphore {
	let active = 0;
	const queue: Array<() => void> = [];

	function release() {
		const next = queue.shift();
		// The slot passes straight to the next waiter, so `active` stays as it is.
		if (next) next();
		else active--;
	}

	async function acquire(): Promise<void> {
		if (active < concurrency) {
			active++;
			return;
		}
		if (queue.length >= maxQueue) throw new QueueFullError();
		await new Promise<void>((resolve) => queue.push(resolve));
	}

	return {
		async run(task) {
			await acquire();
			try {
				return await task();
			} finally {
				release();
			}
		},
		get active() {
			return active;
		},
		get waiting() {
			return queue.length;
		},
	};
}
