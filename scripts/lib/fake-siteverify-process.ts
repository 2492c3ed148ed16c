/**
 * Runs the fake siteverify (./fake-siteverify.ts) as a process of its own for the flood bench,
 * as Cloudflare's would be: the flood does not slow it. Reads TURNSTILE_SECRET_KEY and
 * BENCH_SIGNING_KEY, prints its URL as one line, and serves until it is stopped.
 */
import { startFakeSiteverify } from './fake-siteverify';

const fake = await startFakeSiteverify({
	secret: process.env.TURNSTILE_SECRET_KEY ?? '',
	signingKey: process.env.BENCH_SIGNING_KEY ?? '',
});
console.log(fake.url);
process.on('SIGTERM', () => {
	console.error(
		`fake siteverify: ${fake.counts.accepted} accepted, ${fake.counts.refused} refused`,
	);
	void fake.close().then(() => process.exit(0));
});
