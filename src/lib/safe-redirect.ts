/** Any origin works: only whether the value stays on it matters. */
const PROBE_ORIGIN = 'https://same-origin.invalid';

/** Longer values are refused: no path of the site comes near it, and it bounds the work. */
export const MAX_REDIRECT_LENGTH = 2048;

// Encoded control characters are refused too, in case something decodes the value twice.
const ENCODED_CONTROL_CHARACTER = /%(?:[01][0-9a-f]|7f)/i;

/** Whether the text has a control character (browsers drop tabs: '/\t/host' is '//host'). */
function hasControlCharacter(text: string): boolean {
	return [...text].some((char) => char <= '\u001f' || char === '\u007f');
}

// In the path, a backslash is a slash to a browser, and encoded slashes and dots are what a
// second decoding would turn into '//' or '..'.
const SLASH_LOOKALIKE = /\\|%2f|%5c|%2e/i;

/**
 * The value as a path on this site (path, query and fragment, dot segments resolved), or null
 * when a browser could take it anywhere else: absolute, protocol-relative or `javascript:`
 * URLs, anything resolving to a path that starts with '//' or '/\' (`/.//host`, `/%2e//host`),
 * backslashes or encoded slashes and dots in the path, control characters, overlong values.
 */
export function sameSitePath(value: unknown): string | null {
	if (typeof value !== 'string' || value.length > MAX_REDIRECT_LENGTH) return null;
	if (!value.startsWith('/') || /^\/[/\\]/.test(value)) return null;
	if (hasControlCharacter(value) || ENCODED_CONTROL_CHARACTER.test(value)) return null;
	const path = value.split(/[?#]/, 1)[0]!;
	if (SLASH_LOOKALIKE.test(path)) return null;
	let url: URL;
	try {
		url = new URL(value, PROBE_ORIGIN);
	} catch {
		return null;
	}
	const result = `${url.pathname}${url.search}${url.hash}`;
	// Resolving dot segments can leave two slashes in front ('/a/..//host' is '//host').
	if (url.origin !== PROBE_ORIGIN || !/^\/(?![/\\])/.test(result)) return null;
	return result;
}

/**
 * The redirect query value when it is a path on this site (see `sameSitePath`), else the
 * fallback (after login: /profile), so a crafted link cannot send a visitor elsewhere.
 */
export function safeRedirect(value: unknown, fallback = '/profile'): string {
	return sameSitePath(value) ?? fallback;
}
