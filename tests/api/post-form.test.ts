import { describe, expect, it } from 'vitest';
import { CONNECTIONS_PER_HOST, postForm } from '../../src/server/bot-check/post-form';
import { startFakeServer, type FakeHandler } from '../fixtures/fake-http-server';

async function post(handler: FakeHandler, timeoutMs = 2000) {
	const fake = await startFakeServer(handler);
	try {
		return await postForm(fake.url, new URLSearchParams({ a: '1' }), timeoutMs);
	} finally {
		await fake.close();
	}
}

describe('postForm', () => {
	it('answers the status and text of the reply', async () => {
		expect(await post((_request, res) => void res.writeHead(201).end('made'))).toEqual({
			status: 201,
			body: 'made',
		});
	});

	it('gives up when no answer comes in time', async () => {
		let hold: (() => void) | undefined;
		const fake = await startFakeServer(
			(_request, res) => new Promise<void>((done) => (hold = () => done(void res.end()))),
		);
		try {
			await expect(postForm(fake.url, new URLSearchParams(), 50)).rejects.toThrow(/within 50 ms/);
		} finally {
			hold?.();
			await fake.close();
		}
	});

	it('has few posts to one host in flight at once; the others wait their turn, in order', async () => {
		let open = 0;
		let mostOpen = 0;
		const held: (() => void)[] = [];
		const fake = await startFakeServer(
			(request, res) =>
				new Promise<void>((done) => {
					open += 1;
					mostOpen = Math.max(mostOpen, open);
					held.push(() => {
						open -= 1;
						res.writeHead(200).end(request.body);
						done();
					});
				}),
		);
		try {
			const total = CONNECTIONS_PER_HOST * 3;
			const replies = Array.from({ length: total }, (_, n) =>
				postForm(fake.url, new URLSearchParams({ n: String(n) }), 5000),
			);
			// Answer one held post at a time, each once the fake holds all it may.
			for (let answered = 0; answered < total; answered++) {
				await expect.poll(() => held.length).toBeGreaterThan(0);
				held.shift()!();
			}
			const bodies = (await Promise.all(replies)).map((reply) => reply.body);
			expect(bodies).toEqual(Array.from({ length: total }, (_, n) => `n=${n}`));
			expect(mostOpen).toBe(CONNECTIONS_PER_HOST);
			expect(fake.requests.map((request) => request.body)).toEqual(bodies);
		} finally {
			for (const release of held) release();
			await fake.close();
		}
	});

	it('refuses a reply longer than any verdict needs', async () => {
		const long = 'x'.repeat(70 * 1024);
		await expect(post((_request, res) => void res.writeHead(200).end(long))).rejects.toThrow(
			/too long/,
		);
	});
});
