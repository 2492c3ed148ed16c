import { z } from 'zod/mini';

/** The minimum-distance slider of the NoScope filters (spec 9). */
export const NOSCOPE_DISTANCE = { min: 500, max: 100_000, step: 100, default: 500 } as const;
/** Rows the top list asks for by default. */
export const NOSCOPE_DEFAULT_LIMIT = 50;
/** Recent epic no-scopes shown. */
export const NOSCOPE_RECENT_COUNT = 5;
/** Sort options of the top list (`filterBy`). */
export const NOSCOPE_SORT_OPTIONS = [
	'count',
	'distance',
	'avgDistance',
	'headshot',
	'recent',
] as const;
/** Weapon filter. */
export const NOSCOPE_WEAPON_FILTERS = ['all', 'awp', 'ssg08'] as const;
/** Headshot filter. */
export const NOSCOPE_HEADSHOT_FILTERS = ['all', 'true', 'false'] as const;

/** Query of `GET /jailbreak/noscope/top`, with the defaults the page starts with. */
export const NoscopeTopQuerySchema = z.object({
	filterBy: z._default(z.enum(NOSCOPE_SORT_OPTIONS), 'count'),
	weapon: z._default(z.enum(NOSCOPE_WEAPON_FILTERS), 'all'),
	headshot: z._default(z.enum(NOSCOPE_HEADSHOT_FILTERS), 'all'),
	minDistance: z._default(
		z.coerce.number().check(z.gte(NOSCOPE_DISTANCE.min), z.lte(NOSCOPE_DISTANCE.max)),
		NOSCOPE_DISTANCE.default,
	),
	limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(500)), NOSCOPE_DEFAULT_LIMIT),
});

/** The top list's filters. */
export type NoscopeTopQuery = z.infer<typeof NoscopeTopQuerySchema>;
