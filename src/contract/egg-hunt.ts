import { z } from 'zod/mini';
import { playerName } from './player-name';
import { AvatarFieldSchema } from './players';
import { eventTime } from './event-time';

/** One player of the Easter Egg Hunt leaderboard, field names as the API sends them. */
export const EggHunterSchema = z.object({
	rank: z.number(),
	steamid: z.string(),
	player_name: z._default(z.string(), ''),
	egg_count: z._default(z.number(), 0),
	/** ISO time of the player's latest pickup. */
	last_pickup: z._default(z.nullable(z.string()), null),
	/** Avatar URL when known (the default avatar otherwise). */
	avatar: AvatarFieldSchema,
});

/** An egg hunter. */
export type EggHunter = z.infer<typeof EggHunterSchema>;
/** An egg hunter as the API sends them. */
export type EggHunterWire = z.input<typeof EggHunterSchema>;

/** `GET /ttt/egg-hunters`: every hunter, best first. */
export const EggHunterListSchema = z.array(EggHunterSchema);

/** Most pickups one upload may carry. */
export const MAX_EGG_PICKUPS = 1000;

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/** One egg pickup as a game server uploads it; `id` is the server's own event id. */
export const EggPickupUploadSchema = z.object({
	id: z.union([text(64), z.int().check(z.minimum(0))], {
		error: 'id must be the game server’s own pickup id',
	}),
	steamid: text(64),
	playerName: playerName('playerName'),
	/** Not ahead of the clock nor before 2015. */
	pickedUpAt: eventTime('pickedUpAt'),
	map: z.optional(z.nullable(text(64))),
});

/** An uploaded pickup. */
export type EggPickupUpload = z.infer<typeof EggPickupUploadSchema>;

/** `POST /api/ingest/ttt/egg-pickups`: a batch of pickups. */
export const EggPickupsUploadSchema = z.object({
	pickups: z
		.array(EggPickupUploadSchema)
		.check(
			z.minLength(1, 'pickups must hold at least one pickup'),
			z.maxLength(MAX_EGG_PICKUPS, `An upload carries at most ${MAX_EGG_PICKUPS} pickups`),
		),
});
