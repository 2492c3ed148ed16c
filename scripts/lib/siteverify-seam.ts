/**
 * A preload of `npm run bench -- flood-distributed` only (`node --import tsx --import
 * ./scripts/lib/siteverify-seam.ts scripts/serve.ts`): sends the Turnstile adapter's calls to
 * Cloudflare's siteverify to the bench's fake at BENCH_SITEVERIFY_URL instead, so the production
 * build runs its live bot check unchanged, against a provider the bench controls. Every other
 * request is left alone; without the variable this module does nothing.
 */
import http from 'node:http';
import https from 'node:https';
import { syncBuiltinESMExports } from 'node:module';
import { SITEVERIFY_URL } from '../../src/server/adapters/turnstile';

const target = process.env.BENCH_SITEVERIFY_URL;
if (target) {
	const realRequest = https.request;
	// The adapter calls request(url, options) with Cloudflare's URL; its https agent is dropped,
	// since the fake speaks plain http on 127.0.0.1.
	https.request = ((url: unknown, options: http.RequestOptions, ...rest: unknown[]) => {
		if (String(url) !== SITEVERIFY_URL) {
			return (realRequest as (...args: unknown[]) => http.ClientRequest)(url, options, ...rest);
		}
		return http.request(target, { ...options, agent: undefined }, ...(rest as []));
	}) as typeof https.request;
	// The server imports `request` by name: its binding follows only after this.
	syncBuiltinESMExports();
}
