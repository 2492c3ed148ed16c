import { z } from 'zod/mini';
import { AvatarFieldSchema } from './players';

/** Rows in each of the poop lists (top poopers, most pooped on, recent activity). */
export const POOP_LIST_SIZE = 10;

/** A player of the top poopers. */
const TopPooperSchema = z.object({
	steamid: z.string(),
	player_name: z.string(),
	poop_count: z.number(),
	/** Different players they pooped on. */
	unique_victims: z.number(),
	/** Avatar URL when known (the default avatar otherwise). */
	avatar: AvatarFieldSchema,
});

/** A player of the most pooped on. */
const TopPoopVictimSchema = z.object({
	steamid: z.string(),
	player_name: z.string(),
	/** Times they were pooped on. */
	victim_count: z.number(),
	/** Different players who pooped on them. */
	unique_poopers: z.number(),
	/** Avatar URL when known (the default avatar otherwise). */
	avatar: AvatarFieldSchema,
});

/** Poops on one map. */
export const PoopMapStatSchema = z.object({
	map_name: z.string(),
	poop_count: z.number(),
});

/** One poop of the recent activity; a poop on nobody has no victim. */
const RecentPoopSchema = z.object({
	pooper_name: z.string(),
	victim_name: z._default(z.nullable(z.string()), null),
	map_name: z.string(),
	/** When it happened, ISO 8601. */
	timestamp: z.string(),
});

/** Answer of `GET /jailbreak/poop/stats`. */
export const PoopStatsSchema = z.object({
	totalPoops: z.number(),
	topPoopers: z.array(TopPooperSchema),
	topVictims: z.array(TopPoopVictimSchema),
	/** Every map, most poops first. */
	mapStats: z.array(PoopMapStatSchema),
	/** Newest first. */
	recentPoops: z.array(RecentPoopSchema),
});

/** The poop statistics. */
export type PoopStats = z.infer<typeof PoopStatsSchema>;
/** The poop statistics as the API sends them. */
export type PoopStatsWire = z.input<typeof PoopStatsSchema>;
/** Poops on a map. */
export type PoopMapStat = z.infer<typeof PoopMapStatSchema>;
