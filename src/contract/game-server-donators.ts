/**
 * What game servers read with their ingest key to grant donor perks (the reserved slot and the
 * tag `/support` promises): the active Donators whose site account is linked to Steam.
 */
import { z } from 'zod/mini';
import { INDIVIDUAL_STEAM_ID_PATTERN } from './steam-id';

/** The tier every Donator holds today; a plugin grants its perks by this name. */
export const DONATOR_TIER = 'donator';

/** One active Donator of `GET /api/ingest/donators`. */
const GameServerDonatorSchema = z.object({
	/** The tier whose perks the player gets. */
	tier: z.string(),
	/** When the Donator time ends (ISO 8601, UTC): the perks end then even if the file is old. */
	expiresAt: z.iso.datetime(),
});

/**
 * `GET /api/ingest/donators`: the active Donators keyed by SteamID64, so a CounterStrikeSharp
 * plugin deserialises it into a `Dictionary<string, Donator>` and looks a player up on connect.
 */
export const GameServerDonatorsSchema = z.record(
	z.string().check(z.regex(INDIVIDUAL_STEAM_ID_PATTERN)),
	GameServerDonatorSchema,
);

/** The donators file as the API sends it. */
export type GameServerDonatorsWire = z.input<typeof GameServerDonatorsSchema>;
