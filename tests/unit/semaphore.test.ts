import { describe, expect, it } from 'vitest';
import { createSemaphore, QueueFullError } from '../../src/server/auth/semaphore';

function deferred() {
	let resolve!: () => void;
	const promise = new Promise<void>((done) => (resolve = done));
	return { promise, resolve };
}

describe('createSemaphore', () => {
	it('runs at most `concurrency` tasks at once and queues the rest in order', async () => {
		const slots = createSemaphore({ concurrency: 2, maxQueue: 10 });
		const gates = [deferred(), deferred(), deferred(), deferred()];
		const started: number[] = [];
		const runs = gates.map((gate, index) =>
			slots.run(async () => {
				started.push(index);
				await gate.promise;
				return index;
			}),
		);
		await Promise.resolve();
		expect(started).toEqual([0, 1]);
		expect([slots.active, slots.waiting]).toEqual([2, 2]);

		gates[1]!.resolve();
		await runs[1];
		await Promise.resolve();
		expect(started).toEqual([0, 1, 2]);
		expect([slots.active, slots.waiting]).toEqual([2, 1]);

		gates.forEach((gate) => gate.resolve());
		expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
		expect([slots.active, slots.waiting]).toEqual([0, 0]);
	});

	it('refuses a task when the queue is full, without running it', async () => {
		const slots = createSemaphore({ concurrency: 1, maxQueue: 1 });
		const gate = deferred();
		const first = slots.run(() => gate.promise);
		const second = slots.run(async () => 'queued');
		let ran = false;
		await expect(
			slots.run(async () => {
				ran = true;
			}),
		).rejects.toBeInstanceOf(QueueFullError);
		expect(ran).toBe(false);
		gate.resolve();
		await first;
		expect(await second).toBe('queued');
	});

	it('frees the slot when a task fails', async () => {
		const slots = createSemaphore({ concurrency: 1, maxQueue: 0 });
		await expect(slots.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
		expect(await slots.run(async () => 'next')).toBe('next');
	});
});
