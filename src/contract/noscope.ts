import { z } from 'zod/mini';
import { AvatarFieldSchema } from './players';

/** The minimum-distance slider of the NoScope filters, in game units. */
export const NOSCOPE_DISTANCE = { min: 500, max: 100_000, step: 100, default: 500 } as const;
/** Rows the top list asks for by default. */
export const NOSCOPE_DEFAULT_LIMIT = 50;
/** Most rows one top or recent call answers. */
const NOSCOPE_MAX_LIMIT = 500;
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
/** Weapons a no-scope is recorded with. */
export const NOSCOPE_WEAPONS = ['awp', 'ssg08'] as const;
/** Weapon filter. */
export const NOSCOPE_WEAPON_FILTERS = ['all', ...NOSCOPE_WEAPONS] as const;
/** Headshot filter. */
export const NOSCOPE_HEADSHOT_FILTERS = ['all', 'true', 'false'] as const;

/** A sort option of the top list. */
export type NoscopeSort = (typeof NOSCOPE_SORT_OPTIONS)[number];
/** A weapon filter value. */
export type NoscopeWeaponFilter = (typeof NOSCOPE_WEAPON_FILTERS)[number];
/** A headshot filter value. */
export type NoscopeHeadshotFilter = (typeof NOSCOPE_HEADSHOT_FILTERS)[number];

/** Messages of a bad NoScope query, answered with 400. */
export const NOSCOPE_MESSAGES = {
	filterBy: `filterBy must be one of ${NOSCOPE_SORT_OPTIONS.join(', ')}`,
	weapon: `weapon must be one of ${NOSCOPE_WEAPON_FILTERS.join(', ')}`,
	headshot: `headshot must be one of ${NOSCOPE_HEADSHOT_FILTERS.join(', ')}`,
	minDistance: `minDistance must be a number from ${NOSCOPE_DISTANCE.min} to ${NOSCOPE_DISTANCE.max}`,
	limit: `limit must be a whole number from 1 to ${NOSCOPE_MAX_LIMIT}`,
} as const;

const MinDistanceSchema = z._default(
	z.coerce
		.number({ error: NOSCOPE_MESSAGES.minDistance })
		.check(
			z.gte(NOSCOPE_DISTANCE.min, NOSCOPE_MESSAGES.minDistance),
			z.lte(NOSCOPE_DISTANCE.max, NOSCOPE_MESSAGES.minDistance),
		),
	NOSCOPE_DISTANCE.default,
);

const limitSchema = (fallback: number) =>
	z._default(
		z.coerce
			.number({ error: NOSCOPE_MESSAGES.limit })
			.check(
				z.int(NOSCOPE_MESSAGES.limit),
				z.gte(1, NOSCOPE_MESSAGES.limit),
				z.lte(NOSCOPE_MAX_LIMIT, NOSCOPE_MESSAGES.limit),
			),
		fallback,
	);

/** Query of `GET /jailbreak/noscope/top`, with the defaults the page starts with. */
export const NoscopeTopQuerySchema = z.object({
	/** What the list is sorted by. */
	filterBy: z._default(z.enum(NOSCOPE_SORT_OPTIONS, NOSCOPE_MESSAGES.filterBy), 'count'),
	/** Only no-scopes with this weapon, or all. */
	weapon: z._default(z.enum(NOSCOPE_WEAPON_FILTERS, NOSCOPE_MESSAGES.weapon), 'all'),
	/** Only headshots ('true'), only body shots ('false'), or all. */
	headshot: z._default(z.enum(NOSCOPE_HEADSHOT_FILTERS, NOSCOPE_MESSAGES.headshot), 'all'),
	/** Only no-scopes at least this far, in game units. */
	minDistance: MinDistanceSchema,
	/** How many players. */
	limit: limitSchema(NOSCOPE_DEFAULT_LIMIT),
});

/** The top list's filters. */
export type NoscopeTopQuery = z.infer<typeof NoscopeTopQuerySchema>;

/** Query of `GET /jailbreak/noscope/recent`. */
export const NoscopeRecentQuerySchema = z.object({
	/** How many records, newest first. */
	limit: limitSchema(NOSCOPE_RECENT_COUNT),
	/** Only no-scopes at least this far, in game units. */
	minDistance: MinDistanceSchema,
});

/** The recent list's filters. */
export type NoscopeRecentQuery = z.infer<typeof NoscopeRecentQuerySchema>;

/** One no-scope kill. */
export const NoscopeRecordSchema = z.object({
	id: z.number(),
	attacker_name: z.string(),
	victim_name: z.string(),
	weapon: z.string(),
	/** Game units between attacker and victim. */
	distance: z.number(),
	headshot: z.boolean(),
	map_name: z.string(),
	/** When it happened, ISO 8601. */
	timestamp: z.string(),
});

/** A no-scope kill. */
export type NoscopeRecord = z.infer<typeof NoscopeRecordSchema>;
/** A no-scope kill as the API sends it. */
export type NoscopeRecordWire = z.input<typeof NoscopeRecordSchema>;

/** Answer of `GET /jailbreak/noscope/recent`: newest first. */
export const NoscopeRecentListSchema = z.array(NoscopeRecordSchema);

/** One player of the top list. */
export const TopNoscoperSchema = z.object({
	/** 1-based place under the chosen sort. */
	rank: z.number(),
	steamid: z.string(),
	player_name: z.string(),
	noscope_count: z.number(),
	max_distance: z.number(),
	avg_distance: z.number(),
	headshot_count: z.number(),
	/** Share of the player's no-scopes that were headshots, 0 to 100, one decimal. */
	headshot_percentage: z.number(),
	/** Their latest no-scope, ISO 8601. */
	last_noscope: z.string(),
	/** Avatar URL when known (the default avatar otherwise). */
	avatar: AvatarFieldSchema,
});

/** A player of the top list. */
export type TopNoscoper = z.infer<typeof TopNoscoperSchema>;
/** A player of the top list as the API sends them. */
export type TopNoscoperWire = z.input<typeof TopNoscoperSchema>;

/** Answer of `GET /jailbreak/noscope/top`, best first. */
export const TopNoscoperListSchema = z.array(TopNoscoperSchema);

/** Answer of `GET /jailbreak/noscope/stats`, over every record. */
export const NoscopeStatsSchema = z.object({
	total: z.number(),
	stats: z.object({
		max_distance: z.number(),
		headshot_percentage: z.number(),
		avg_distance: z.number(),
	}),
	/** Count per weapon, most used first. */
	weapons: z.array(z.object({ weapon: z.string(), count: z.number() })),
	/** Count per map, most played first. */
	maps: z.array(z.object({ map_name: z.string(), count: z.number() })),
});

/** The no-scope totals. */
export type NoscopeStats = z.infer<typeof NoscopeStatsSchema>;
/** The no-scope totals as the API sends them. */
export type NoscopeStatsWire = z.input<typeof NoscopeStatsSchema>;
