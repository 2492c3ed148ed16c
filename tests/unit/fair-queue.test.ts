import { describe, expect, it } from 'vitest';
import { createFairQueue, QueueFullError } from '../../src/server/http/fair-queue';

function deferred() {
	let resolve!: () => void;
	const promise = new Promise<void>((done) => (resolve = done));
	return { promise, resolve };
}

/** A queue whose tasks record when they start and finish only when the test says so. */
function harness(options = { concurrency: 1, maxWaiting: 10, maxPerClient: 10 }) {
	const queue = createFairQueue(options);
	const started: string[] = [];
	const gates = new Map<string, ReturnType<typeof deferred>>();
	function submit(client: string, name: string) {
		const gate = deferred();
		gates.set(name, gate);
		return queue.run(client, async () => {
			started.push(name);
			await gate.promise;
			return name;
		});
	}
	/** Lets the running task `name` finish, then lets the next one start. */
	async function finish(name: string, run: Promise<string>) {
		gates.get(name)!.resolve();
		await run;
		await Promise.resolve();
	}
	return { queue, started, submit, finish };
}

describe('createFairQueue', () => {
	it('runs `concurrency` tasks at once and the waiting clients in turn', async () => {
		const { queue, started, submit, finish } = harness();
		// One address floods with four tasks; two others each send one a little later.
		const runs = {
			a1: submit('a', 'a1'),
			a2: submit('a', 'a2'),
			a3: submit('a', 'a3'),
			b1: submit('b', 'b1'),
			a4: submit('a', 'a4'),
			c1: submit('c', 'c1'),
		};
		await Promise.resolve();
		expect(started).toEqual(['a1']);
		expect([queue.active, queue.waiting]).toEqual([1, 5]);
		for (const name of ['a1', 'a2', 'b1', 'c1', 'a3', 'a4'] as const) {
			await finish(name, runs[name]);
		}
		expect(started).toEqual(['a1', 'a2', 'b1', 'c1', 'a3', 'a4']);
		expect([queue.active, queue.waiting]).toEqual([0, 0]);
	});

	it('refuses a client past its cap at once, while others still get in', async () => {
		const { queue, started, submit, finish } = harness({
			concurrency: 1,
			maxWaiting: 10,
			maxPerClient: 2,
		});
		const running = submit('a', 'a1');
		const waiting = submit('a', 'a2');
		await expect(submit('a', 'a3')).rejects.toBeInstanceOf(QueueFullError);
		const other = submit('b', 'b1');
		expect([queue.active, queue.waiting]).toEqual([1, 2]);
		await finish('a1', running);
		// Its running task done, the client may queue one more.
		const later = submit('a', 'a4');
		await finish('a2', waiting);
		await finish('b1', other);
		await finish('a4', later);
		expect(started).toEqual(['a1', 'a2', 'b1', 'a4']);
	});

	it('refuses anyone once the waiting room is full, and takes tasks again when it empties', async () => {
		const { queue, submit, finish } = harness({ concurrency: 1, maxWaiting: 2, maxPerClient: 5 });
		const first = submit('a', 'a1');
		const second = submit('b', 'b1');
		const third = submit('c', 'c1');
		await expect(submit('d', 'd1')).rejects.toBeInstanceOf(QueueFullError);
		expect([queue.active, queue.waiting]).toEqual([1, 2]);
		await finish('a1', first);
		expect(queue.waiting).toBe(1);
		const fourth = submit('d', 'd2');
		expect(queue.waiting).toBe(2);
		await finish('b1', second);
		await finish('c1', third);
		await finish('d2', fourth);
		expect([queue.active, queue.waiting]).toEqual([0, 0]);
	});

	it("says beforehand whether a task would be taken, and whether it is the client's excess", async () => {
		const { queue, submit, finish } = harness({ concurrency: 1, maxWaiting: 1, maxPerClient: 1 });
		expect(queue.roomFor('a')).toBe('free');
		const first = submit('a', 'a1');
		expect(queue.roomFor('a')).toBe('clientShareUsed');
		expect(queue.roomFor('b')).toBe('free');
		const second = submit('b', 'b1');
		expect(queue.roomFor('c')).toBe('full');
		// A client over its share is told so even when the queue is full for everyone.
		expect(queue.roomFor('a')).toBe('clientShareUsed');
		await finish('a1', first);
		await finish('b1', second);
		expect(queue.roomFor('a')).toBe('free');
	});

	it('frees the slot and the client share when a task fails', async () => {
		const queue = createFairQueue({ concurrency: 1, maxWaiting: 0, maxPerClient: 1 });
		await expect(queue.run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
		expect(await queue.run('a', async () => 'again')).toBe('again');
		expect([queue.active, queue.waiting]).toEqual([0, 0]);
	});
});
