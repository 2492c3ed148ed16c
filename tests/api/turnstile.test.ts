import { describe, expect, it, vi } from 'vitest';
import { issueBotCheckToken, startFakeSiteverify } from '../../scripts/lib/fake-siteverify';
import { createDemoTurnstile, createTurnstileVerifier } from '../../src/server/bot-check/turnstile';
import { sendJson, startFakeServer, type FakeHandler } from '../fixtures/fake-http-server';

/** Runs `check` against a fake siteverify answering through `handler`, then stops it. */
async function withFake(handler: FakeHandler, check: (url: string) => Promise<void>) {
	const fake = await startFakeServer(handler);
	try {
		await check(fake.url);
	} finally {
		await fake.close();
	}
	return fake.requests;
}

describe('Turnstile verifier', () => {
	it.each([
		['a non-empty token', 'any-token', true],
		['an empty token', '', false],
	])('in demo mode accepts %s: %s', async (_case, token, expected) => {
		expect(await createDemoTurnstile().verify(token)).toBe(expected);
	});

	it('posts the secret, token and address as a form', async () => {
		const requests = await withFake(
			(_request, res) => sendJson(res, 200, { success: true }),
			async (url) => {
				const verifier = createTurnstileVerifier({ secretKey: 'secret', verifyUrl: url });
				expect(await verifier.verify('token', '203.0.113.5')).toBe(true);
			},
		);
		expect(requests).toHaveLength(1);
		expect(requests[0]!.method).toBe('POST');
		expect(requests[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
		expect(Object.fromEntries(new URLSearchParams(requests[0]!.body))).toEqual({
			secret: 'secret',
			response: 'token',
			remoteip: '203.0.113.5',
		});
	});

	it.each<[string, FakeHandler]>([
		['Cloudflare says no', (_request, res) => sendJson(res, 200, { success: false })],
		['Cloudflare answers an error', (_request, res) => res.writeHead(500).end('oops')],
		['the answer is not JSON', (_request, res) => res.writeHead(200).end('<html>')],
		[
			'the answer says success in a string',
			(_request, res) => sendJson(res, 200, { success: 'true' }),
		],
	])('fails closed when %s', async (_case, handler) => {
		await withFake(handler, async (url) => {
			const verifier = createTurnstileVerifier({ secretKey: 'secret', verifyUrl: url });
			expect(await verifier.verify('token')).toBe(false);
		});
	});

	it('fails closed, and says so in the log, when Cloudflare cannot be reached', async () => {
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
		const fake = await startFakeServer((_request, res) => sendJson(res, 200, { success: true }));
		await fake.close();
		const verifier = createTurnstileVerifier({ secretKey: 'secret', verifyUrl: fake.url });
		expect(await verifier.verify('token')).toBe(false);
		expect(logged).toHaveBeenCalledWith(
			'Turnstile siteverify failed:',
			expect.stringContaining('ECONNREFUSED'),
		);
	});

	it('does not call Cloudflare for an empty token', async () => {
		const requests = await withFake(
			(_request, res) => sendJson(res, 200, { success: true }),
			async (url) => {
				const verifier = createTurnstileVerifier({ secretKey: 'secret', verifyUrl: url });
				expect(await verifier.verify('')).toBe(false);
			},
		);
		expect(requests).toEqual([]);
	});
});

describe('Turnstile verifier against a fake siteverify', () => {
	it('passes a token the widget gave once, and refuses junk, replays and a wrong secret', async () => {
		const signingKey = 'test-signing-key';
		const fake = await startFakeSiteverify({ secret: 'secret', signingKey });
		try {
			const verifier = createTurnstileVerifier({ secretKey: 'secret', verifyUrl: fake.url });
			const token = issueBotCheckToken(signingKey);
			expect(await verifier.verify(token, '203.0.113.5')).toBe(true);
			expect(await verifier.verify(token, '203.0.113.5')).toBe(false);
			expect(await verifier.verify('junk-from-a-flood', '203.0.113.6')).toBe(false);
			const wrongSecret = createTurnstileVerifier({ secretKey: 'other', verifyUrl: fake.url });
			expect(await wrongSecret.verify(issueBotCheckToken(signingKey))).toBe(false);
			expect(fake.counts).toEqual({ accepted: 1, refused: 3 });
		} finally {
			await fake.close();
		}
	});
});
