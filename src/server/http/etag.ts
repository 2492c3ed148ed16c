import { createHash } from 'node:crypto';
import type { Context } from 'hono';

/** A strong validator of a JSON text: its SHA-256, so equal content always gets the same tag. */
function jsonETag(text: string): string {
	return `"${createHash('sha256').update(text, 'utf8').digest('base64url')}"`;
}

/**
 * Whether an If-None-Match header matches the tag: `*`, or any listed tag by weak comparison
 * (RFC 9110, 13.1.2), so the tag our compressed answers carry as `W/"..."` matches too.
 */
function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
	if (!ifNoneMatch) return false;
	const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
	return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Answers a JSON document with its ETag, or a bodiless 304 when the client already holds it, so
 * a game server polling every minute costs nothing while nothing changed. `no-cache` lets the
 * client keep the answer and revalidate it (the API's default is `no-store`); `private` keeps it
 * out of shared caches, since the answer depends on the key the request carries (`varyOn`).
 */
export function jsonWithETag(c: Context, value: unknown, varyOn: string): Response {
	const text = JSON.stringify(value);
	const etag = jsonETag(text);
	c.header('ETag', etag);
	c.header('Cache-Control', 'private, no-cache');
	c.header('Vary', varyOn);
	if (matchesETag(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
	return c.body(text, 200, { 'Content-Type': 'application/json' });
}
