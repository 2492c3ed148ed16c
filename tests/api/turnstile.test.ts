import { describe, expect, it, vi } from 'vitest';
import { issueBotCheckToken, startFakeSiteverify } from '../../scripts/lib/fake-siteverify';
import { createTurnstileVerifier } from '../../src/server/adapters/turnstile';

function fakeFetch(respond: () => Promise<Response>) {
	return vi.fn<typeof fetch>(respond);
}

describe('Turnstile verifier', () => {
	it.each([
		['a non-empty token', 'any-token', true],
		['an empty token', '', false],
	])('in demo mode accepts %s: %s', async (_case, token, expected) => {
		expect(await createTurnstileVerifier().verify(token)).toBe(expected);
	});

	it('posts the secret, token and address to Cloudflare', async () => {
		const fetch = fakeFetch(async () => Response.json({ success: true }));
		const verifier = createTurnstileVerifier({ secretKey: 'secret', fetch });
		expect(await verifier.verify('token', '203.0.113.5')).toBe(true);
		const [url, init] = fetch.mock.calls[0]!;
		expect(url).toBe('https://challenges.cloudflare.com/turnstile/v0/siteverify');
		expect(Object.fromEntries(init!.body as URLSearchParams)).toEqual({
			secret: 'secret',
			response: 'token',
			remoteip: '203.0.113.5',
		});
	});

	it.each([
		['Cloudflare says no', async () => Response.json({ success: false })],
		['Cloudflare answers an error', async () => new Response('oops', { status: 500 })],
		['the network fails', async () => Promise.reject(new TypeError('fetch failed'))],
	])('fails closed when %s', async (_case, respond) => {
		vi.spyOn(console, 'error').mockImplementation(() => {});
		const verifier = createTurnstileVerifier({ secretKey: 'secret', fetch: fakeFetch(respond) });
		expect(await verifier.verify('token')).toBe(false);
	});

	it('does not call Cloudflare for an empty token', async () => {
		const fetch = fakeFetch(async () => Response.json({ success: true }));
		expect(await createTurnstileVerifier({ secretKey: 'secret', fetch }).verify('')).toBe(false);
		expect(fetch).not.toHaveBeenCalled();
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
