/** What a cached load answers: the value, or that nothing good was ever loaded. */
type Cached<T> = { ok: true; value: T } | { ok: false };

/** Options of a cached load. */
interface CachedLoadOptions {
	/** How long a good answer is reused before the source is asked again. */
	ttlMs: number;
	/** How long a failure is remembered before the source is asked again. */
	retryMs: number;
	now: () => number;
	/** Logs a failed load (once per failure, not per caller). */
	onError: (error: unknown) => void;
}

/**
 * Wraps a load so that callers within `ttlMs` share one answer, callers during a load share the
 * one in flight, and a failed load answers the last good value (however old) or `{ ok: false }`.
 * A failure waits `retryMs` before the source is tried again, so an outage is not hammered.
 */
export function createCachedLoad<T>(
	load: () => Promise<T>,
	{ ttlMs, retryMs, now, onError }: CachedLoadOptions,
): () => Promise<Cached<T>> {
	let good: { value: T } | undefined;
	let freshUntil = -Infinity;
	let inFlight: Promise<Cached<T>> | undefined;

	const stale = (): Cached<T> => (good ? { ok: true, value: good.value } : { ok: false });

	return () => {
		if (now() < freshUntil) return Promise.resolve(stale());
		inFlight ??= load().then(
			(value) => {
				good = { value };
				freshUntil = now() + ttlMs;
				inFlight = undefined;
				return { ok: true as const, value };
			},
			(error: unknown) => {
				onError(error);
				freshUntil = now() + retryMs;
				inFlight = undefined;
				return stale();
			},
		);
		return inFlight;
	};
}
