import { z } from 'zod/mini';

/**
 * A whole number as en-GB writes it, e.g. 1234567 → '1,234,567'. Written out rather than asked of
 * Intl: the first Intl formatter a page builds loads the locale's data, a long task on a phone.
 */
export function groupThousands(whole: number): string {
	const grouped = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
	return whole < 0 ? `-${grouped}` : grouped;
}

/** The game-server regions (a game admin config's region is eu or na). */
export const REGIONS = ['eu', 'na'] as const;

/** A game-server region. */
export type Region = (typeof REGIONS)[number];

/** Message of a malformed or non-positive id in a path. */
export const INVALID_ID_MESSAGE = 'Invalid id';

/** A row id as it comes in a path segment: digits only, no leading zero, read as a number. */
export const IdSchema = z.pipe(
	// 15 digits at most keeps the number exact (below 2^53) without a separate range check.
	z.string({ error: INVALID_ID_MESSAGE }).check(z.regex(/^[1-9]\d{0,14}$/, INVALID_ID_MESSAGE)),
	z.transform(Number),
);

/** Path parameters of `/things/{id}` routes. */
export const IdParamSchema = z.object({
	/** The row id from the path. */
	id: IdSchema,
});

/** A region as given in a query or body; anything else is refused with one message. */
export const RegionSchema = z.enum(REGIONS, { error: 'Region must be eu or na' });

/** Query of the per-region admin calls (`?region=eu`). */
export const RegionQuerySchema = z.object({
	/** Which region's servers, groups or admins the call is about. */
	region: RegionSchema,
});
