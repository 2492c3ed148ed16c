/**
 * Keeps secrets out of the server log. Mailed links carry their token in the path
 * (`/verify/<token>`, `/reset-password/<token>`), provider callbacks and linking starts carry
 * codes, states and tokens in the query, and error objects may quote either.
 */

/** What a removed secret reads as. */
const REDACTED = '[redacted]';

// A path segment after one of these names is a secret (a mailed link's token, a session id).
const SECRET_SEGMENT = /(\/(?:verify|reset-password|demo-checkout)\/)[^/?#\s'"`]+/gi;
// Query strings of URLs and paths: codes, states, tokens.
const QUERY = /(\/[^\s'"`?]*)\?[^\s'"`#)]+/g;
// Long runs of token characters anywhere: hex or base64url tokens and ingest keys.
const LONG_TOKEN = /\b(?:ingest_)?[A-Za-z0-9_-]{40,}/g;

/** A text with token path segments, query strings and long tokens replaced. */
export function redactText(text: string): string {
	return text
		.replace(SECRET_SEGMENT, `$1${REDACTED}`)
		.replace(QUERY, `$1?${REDACTED}`)
		.replace(LONG_TOKEN, REDACTED);
}

/** A request URL fit for the log. */
export function redactUrl(url: string | undefined): string {
	return redactText(url ?? '');
}

/** An error (with its cause) as one redacted text, stack included, for the log. */
export function redactError(error: unknown): string {
	if (!(error instanceof Error)) return redactText(String(error));
	const own = error.stack ?? `${error.name}: ${error.message}`;
	const cause = error.cause === undefined ? '' : `\nCaused by: ${redactError(error.cause)}`;
	return redactText(own) + cause;
}
