import { describe, expect, it } from 'vitest';
import { postForm } from '../../src/server/bot-check/post-form';
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

	it('refuses a reply longer than any verdict needs', async () => {
		const long = 'x'.repeat(70 * 1024);
		await expect(post((_request, res) => void res.writeHead(200).end(long))).rejects.toThrow(
			/too long/,
		);
	});
});
