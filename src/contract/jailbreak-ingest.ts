import { z } from 'zod/mini';
import { eventTime } from './event-time';
import { playerName } from './player-name';
import { LOOTBAG_RARITIES } from './lootbags';
import { NOSCOPE_WEAPONS } from './noscope';
import { INDIVIDUAL_STEAM_ID_PATTERN } from './steam-id';

/** Most events one ingest call takes. */
export const MAX_INGEST_BATCH = 1000;

/** A real player's id: an individual account's SteamID64. */
const SteamIdSchema = z
	.string()
	.check(z.regex(INDIVIDUAL_STEAM_ID_PATTERN, 'steamId must be a 17-digit id'));
const NameSchema = playerName('name');
const MapSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));

/** A player as a game server reports them. */
const PlayerSchema = z.object({ steamId: SteamIdSchema, name: NameSchema });
/** Someone who may be a bot: a name, and an id only for real players. */
const MaybeBotSchema = z.object({
	steamId: z._default(z.nullable(SteamIdSchema), null),
	name: NameSchema,
});

/** The game server's own id of the event: a repeat with the same id is stored once. */
const EventIdSchema = z.string().check(z.minLength(1), z.maxLength(100));
/** When it happened: ISO 8601 with a zone, not ahead of the clock nor before 2015, in epoch ms. */
const OccurredAtSchema = z.pipe(
	eventTime('occurredAt'),
	z.transform((value) => Date.parse(value)),
);

/** One no-scope kill. */
export const NoscopeEventSchema = z.object({
	eventId: EventIdSchema,
	attacker: PlayerSchema,
	victim: MaybeBotSchema,
	weapon: z.enum(NOSCOPE_WEAPONS),
	/** Game units between the two. */
	distance: z.number().check(z.gte(0), z.lte(1_000_000)),
	headshot: z.boolean(),
	map: MapSchema,
	occurredAt: OccurredAtSchema,
});

/** One poop, on a victim or on nobody. */
export const PoopEventSchema = z.object({
	eventId: EventIdSchema,
	pooper: PlayerSchema,
	victim: z._default(z.nullable(MaybeBotSchema), null),
	map: MapSchema,
	occurredAt: OccurredAtSchema,
});

/** One lootbag pickup; a bag without a dropper was found lying in the map. */
export const LootbagPickupEventSchema = z.object({
	eventId: EventIdSchema,
	picker: PlayerSchema,
	dropper: z._default(z.nullable(PlayerSchema), null),
	rarity: z.enum(LOOTBAG_RARITIES),
	/** Whether the game counts it as a true lootbag (not, e.g., a bag a player dropped for a friend). */
	isTrueLootbag: z.boolean(),
	/** Resources the bag gave. */
	resources: z.number().check(z.int(), z.gte(0), z.lte(1_000_000)),
	occurredAt: OccurredAtSchema,
});

/** A batch body: `{ events: [...] }`, 1 to 1000 events. */
function batchOf<S extends z.core.$ZodType>(event: S) {
	return z.object({
		events: z
			.array(event, { error: 'events must be a list of events' })
			.check(
				z.minLength(1, 'events must hold at least one event'),
				z.maxLength(MAX_INGEST_BATCH, `events must hold at most ${MAX_INGEST_BATCH} events`),
			),
	});
}

/** Body of `POST /ingest/jailbreak/noscopes`. */
export const NoscopeBatchSchema = batchOf(NoscopeEventSchema);
/** Body of `POST /ingest/jailbreak/poops`. */
export const PoopBatchSchema = batchOf(PoopEventSchema);
/** Body of `POST /ingest/jailbreak/lootbag-pickups`. */
export const LootbagPickupBatchSchema = batchOf(LootbagPickupEventSchema);

/** A validated no-scope event. */
export type NoscopeEvent = z.output<typeof NoscopeEventSchema>;
/** A validated poop event. */
export type PoopEvent = z.output<typeof PoopEventSchema>;
/** A validated lootbag pickup event. */
export type LootbagPickupEvent = z.output<typeof LootbagPickupEventSchema>;
