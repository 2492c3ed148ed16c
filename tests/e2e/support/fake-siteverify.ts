/**
 * Loaded into a spawned production server (`node --import`): answers Cloudflare Turnstile's
 * siteverify in process, as the real one would, for the one token a test passes
 * (FAKE_TURNSTILE_TOKEN) with the server's secret key; every other request goes out unchanged.
 */
const SITEVERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
const realFetch = globalThis.fetch;

globalThis.fetch = async (input, init) => {
	const url = input instanceof Request ? input.url : String(input);
	if (url !== SITEVERIFY) return realFetch(input, init);
	const form = new URLSearchParams(String(init?.body ?? ''));
	const success =
		form.get('secret') === process.env.TURNSTILE_SECRET_KEY &&
		form.get('response') === process.env.FAKE_TURNSTILE_TOKEN;
	return Response.json({ success, 'error-codes': success ? [] : ['invalid-input-response'] });
};
