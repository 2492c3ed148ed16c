/** Any origin works: only whether the value stays on it matters. */
const PROBE_ORIGIN = 'https://same-origin.invalid';

/** Whether the text has a control character (browsers drop tabs: '/\t/host' is '//host'). */
function hasControlCharacter(text: string): boolean {
	return [...text].some((char) => char <= '\u001f' || char === '\u007f');
}

/**
 * The redirect query value when it is a path on this site, else the fallback (after login:
 * /profile). Accepts only values starting with one '/', and rejects '//host', '/\host',
 * absolute and 'javascript:' URLs and anything with control characters, so a crafted link
 * cannot send a visitor elsewhere after logging in.
 */
export function safeRedirect(value: unknown, fallback = '/profile'): string {
	if (typeof value !== 'string' || !value.startsWith('/') || hasControlCharacter(value)) {
		return fallback;
	}
	if (value[1] === '/' || value[1] === '\\') return fallback;
	try {
		const url = new URL(value, PROBE_ORIGIN);
		if (url.origin !== PROBE_ORIGIN) return fallback;
		return `${url.pathname}${url.search}${url.hash}`;
	} catch {
		return fallback;
	}
}
