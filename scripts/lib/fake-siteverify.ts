/**
 * A stand-in for Cloudflare's Turnstile siteverify on 127.0.0.1, for the flood benchmark and the
 * live adapter's tests. It accepts a token once when it was issued with the fake's signing key
 * (as a widget solved by a person would give one) and the request carries the right secret;
 * anything else, such as a flooder's junk or a replayed token, gets `success: false`.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Issues a single-use token the fake signed with `signingKey` will accept once. */
export function issueBotCheckToken(signingKey: string): string {
	const nonce = randomBytes(12).toString('hex');
	return `${nonce}.${sign(signingKey, nonce)}`;
}

function sign(signingKey: string, nonce: string): string {
	return createHmac('sha256', signingKey).update(nonce).digest('hex');
}

function isSigned(signingKey: string, token: string): boolean {
	const [nonce = '', signature = ''] = token.split('.');
	const expected = Buffer.from(sign(signingKey, nonce));
	const given = Buffer.from(signature);
	return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Options of `startFakeSiteverify`. */
interface FakeSiteverifyOptions {
	/** The secret key the server must send (TURNSTILE_SECRET_KEY). */
	secret: string;
	/** The key tokens are signed with (`issueBotCheckToken`). */
	signingKey: string;
	/** Port to listen on; 0 picks a free one. */
	port?: number;
}

/** Starts the fake; answers its URL, its counts so far and a way to stop it. */
export async function startFakeSiteverify({ secret, signingKey, port = 0 }: FakeSiteverifyOptions) {
	const used = new Set<string>();
	const counts = { accepted: 0, refused: 0 };
	const server = createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (chunk: Buffer) => chunks.push(chunk));
		req.on('end', () => {
			const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
			const token = form.get('response') ?? '';
			const success =
				req.method === 'POST' &&
				form.get('secret') === secret &&
				!used.has(token) &&
				isSigned(signingKey, token);
			if (success) used.add(token);
			counts[success ? 'accepted' : 'refused']++;
			res.writeHead(200, { 'Content-Type': 'application/json' });
			res.end(
				JSON.stringify(
					success ? { success } : { success, 'error-codes': ['invalid-input-response'] },
				),
			);
		});
	});
	await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
	const address = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${address.port}/turnstile/v0/siteverify`,
		counts,
		close: () =>
			new Promise<void>((resolve) => {
				server.close(() => resolve());
				// Callers keep connections alive; closing must not wait for them.
				server.closeAllConnections();
			}),
	};
}
