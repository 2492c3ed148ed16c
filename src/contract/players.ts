import { z } from 'zod/mini';
import { DonatorStatusSchema } from './donator-status';
import { INDIVIDUAL_STEAM_ID_PATTERN } from './steam-id';

/**
 * A player's avatar URL in list answers (leaderboards, timelines): optional, since the lists
 * predate avatars; absent or null means the default avatar.
 */
export const AvatarFieldSchema = z.optional(z.nullable(z.string()));

/** Most characters of a player search; longer is no name or SteamID anyone has. */
export const PLAYER_SEARCH_MAX_CHARS = 64;
/** Most players one search answers. */
export const PLAYER_SEARCH_LIMIT = 10;
/** Recent rounds a player page lists. */
export const PLAYER_RECENT_ROUNDS = 10;

/** Messages of the player calls, answered with 400 or 404. */
export const PLAYER_MESSAGES = {
	invalidSteamId: 'steamId must be a SteamID64 (17 digits starting 7656119)',
	notFound: 'Player not found',
	search: `search must be 1 to ${PLAYER_SEARCH_MAX_CHARS} characters`,
} as const;

/** Path parameters of `/players/{steamId}`: an individual account's SteamID64. */
export const PlayerIdParamSchema = z.object({
	steamId: z.string().check(z.regex(INDIVIDUAL_STEAM_ID_PATTERN, PLAYER_MESSAGES.invalidSteamId)),
});

/** Query of `GET /players?search=`: a name or SteamID prefix, trimmed. */
export const PlayerSearchQuerySchema = z.object({
	search: z.pipe(
		z.string({ error: PLAYER_MESSAGES.search }),
		z.pipe(
			z.transform((value: string) => value.trim()),
			z
				.string()
				.check(
					z.minLength(1, PLAYER_MESSAGES.search),
					z.maxLength(PLAYER_SEARCH_MAX_CHARS, PLAYER_MESSAGES.search),
				),
		),
	),
});

/** A player as lists name them: id, latest name and, when known, an avatar URL. */
export const PlayerSummarySchema = z.object({
	steamId: z.string(),
	name: z.string(),
	/** Avatar URL; absent or null: the default avatar. */
	avatar: z._default(z.nullable(z.string()), null),
});

/** A player of a list. */
export type PlayerSummary = z.infer<typeof PlayerSummarySchema>;
/** A player of a list as the API sends them. */
export type PlayerSummaryWire = z.input<typeof PlayerSummarySchema>;

/** Answer of `GET /players?search=`: at most PLAYER_SEARCH_LIMIT players, best match first. */
export const PlayerSearchResultSchema = z.array(PlayerSummarySchema);

/** One of a player's recent TTT rounds. */
export const PlayerRoundSchema = z.object({
	id: z.number(),
	map: z.string(),
	startTime: z.string(),
	/** The player's role in the round, when the log names one. */
	role: z._default(z.nullable(z.string()), null),
	/** Whether the player's side won; null while the round runs. */
	won: z._default(z.nullable(z.boolean()), null),
});

/** A player's round. */
export type PlayerRound = z.infer<typeof PlayerRoundSchema>;

/** A player's Poop figures: only in the answer to a logged-in visitor. */
const PlayerPoopSchema = z.object({
	/** Poops they made. */
	made: z.number(),
	/** Times they were pooped on. */
	received: z.number(),
});

/** Answer of `GET /players/{steamId}`. */
export const PlayerProfileSchema = z.object({
	steamId: z.string(),
	name: z.string(),
	avatar: z._default(z.nullable(z.string()), null),
	/** Donator status, only when an account of the site linked this Steam account. */
	donator: z._default(z.nullable(DonatorStatusSchema), null),
	ttt: z.object({
		roundsPlayed: z.number(),
		traitorWins: z.number(),
		/** Wins on the innocent side (innocents and detectives). */
		innocentWins: z.number(),
		recentRounds: z.array(PlayerRoundSchema),
	}),
	jailbreak: z.object({
		/** No-scopes of 500 units or more, as the leaderboard counts them. */
		noscopes: z.number(),
		bestDistance: z._default(z.nullable(z.number()), null),
		averageDistance: z._default(z.nullable(z.number()), null),
		/** Share of headshots, 0 to 1; null without no-scopes. */
		headshotRate: z._default(z.nullable(z.number()), null),
		lootbagsPicked: z.number(),
		resources: z.number(),
	}),
	/** Easter eggs found on the TTT servers. */
	eggs: z.number(),
	poop: z.optional(PlayerPoopSchema),
});

/** A player's page data. */
export type PlayerProfile = z.infer<typeof PlayerProfileSchema>;
/** A player's page data as the API sends it. */
export type PlayerProfileWire = z.input<typeof PlayerProfileSchema>;
