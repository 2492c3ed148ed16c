import { z } from 'zod/mini';
import { REGIONS } from './common';

/** Regions the community runs servers in. */
export const SERVER_REGIONS = REGIONS;

/** Game modes the community runs. */
export const SERVER_MODES = ['ttt', 'jailbreak'] as const;

/** The port game servers listen on unless told otherwise. */
const DEFAULT_GAME_PORT = 27015;

/** Longest map name the API passes on; a longer one is dropped rather than stretching a card. */
export const MAP_NAME_MAX = 64;

/** A count that is never negative; junk (missing, text, NaN) reads as 0 so a card still renders. */
const CountSchema = z.catch(z.coerce.number().check(z.int(), z.nonnegative()), 0);

/** One game server as `GET /servers` answers it. */
export const ServerSchema = z.object({
	/** Stable id; a numeric string from another API is accepted. */
	id: z.coerce.number(),
	/** Card heading, e.g. 'EU TTT #1 · Classic Maps'. */
	title: z.string(),
	/** Banner image URL; '' when the server has none, so the view shows its own placeholder. */
	img: z.catch(z.string(), ''),
	/** Host name or IP address players connect to. */
	host: z.string(),
	/** Game port players connect to. */
	port: z.catch(z.coerce.number().check(z.int(), z.positive()), DEFAULT_GAME_PORT),
	/** Players on the server now (bots excluded where the server says so). */
	players: CountSchema,
	/** Slots; a server is full when players >= maxPlayers. */
	maxPlayers: CountSchema,
	/** False when the server did not answer its status query; an absent value means online. */
	online: z.catch(z.boolean(), true),
	/** Region, when the API tells it; unknown values are dropped rather than failing the list. */
	region: z.catch(z.optional(z.enum(SERVER_REGIONS)), undefined),
	/** Game mode, when the API tells it; unknown values are dropped like regions. */
	mode: z.catch(z.optional(z.enum(SERVER_MODES)), undefined),
	/** The map being played, when the server says (older APIs leave it out). */
	map: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(MAP_NAME_MAX))), undefined),
});

/** Answer of `GET /servers`: every server, in display order. */
export const ServerListSchema = z.array(ServerSchema);

/** A server as the site uses it, after parsing. */
export type Server = z.infer<typeof ServerSchema>;
/** A server as the API sends it. */
export type ServerWire = z.input<typeof ServerSchema>;

/** A region id. */
export type ServerRegion = (typeof SERVER_REGIONS)[number];

/** A game mode id. */
export type ServerMode = (typeof SERVER_MODES)[number];

/** The parsed server list. */
export type ServerList = z.infer<typeof ServerListSchema>;

/** How far back `GET /servers/{id}/history` looks. */
export const HISTORY_RANGES = ['24h', '7d', '30d'] as const;

/** A history range id. */
export type HistoryRange = (typeof HISTORY_RANGES)[number];

/** Message of a missing or unknown `range`. */
export const HISTORY_RANGE_MESSAGE = 'Range must be 24h, 7d or 30d';

/** Message of a history asked for a server the list does not hold. */
export const UNKNOWN_SERVER_MESSAGE = 'Unknown server';

/**
 * Minutes per point and points per answer of each range: the last 24 hours in 5-minute peaks
 * (288 points, finer than a card's sparkline can draw), 7 and 30 days in hourly peaks.
 */
export const HISTORY_STEPS: Record<HistoryRange, { stepMinutes: number; points: number }> = {
	'24h': { stepMinutes: 5, points: 288 },
	'7d': { stepMinutes: 60, points: 7 * 24 },
	'30d': { stepMinutes: 60, points: 30 * 24 },
};

/** Query of `GET /servers/{id}/history`. */
export const HistoryQuerySchema = z.object({
	range: z.enum(HISTORY_RANGES, { error: HISTORY_RANGE_MESSAGE }),
});

/** Most points any range answers (30 days of hours). */
const HISTORY_POINTS_MAX = 30 * 24;

/** Answer of `GET /servers/{id}/history`: a server's player counts, oldest point first. */
export const ServerHistorySchema = z.object({
	serverId: z.coerce.number(),
	range: z.enum(HISTORY_RANGES),
	/** Start of the first point (ISO 8601, UTC); each later point is `stepMinutes` after it. */
	start: z.string(),
	stepMinutes: z.number().check(z.int(), z.positive()),
	/** The server's slots, the top of the chart's scale. */
	maxPlayers: CountSchema,
	/** The most players seen within each point's span; null where nothing was sampled. */
	players: z
		.array(z.nullable(z.number().check(z.int(), z.nonnegative())))
		.check(z.maxLength(HISTORY_POINTS_MAX)),
});

/** The history as the API sends it. */
export type ServerHistoryWire = z.input<typeof ServerHistorySchema>;

/** The history as the site uses it, after parsing. */
export type ServerHistory = z.infer<typeof ServerHistorySchema>;
