import { z } from 'zod/mini';
import { REGIONS } from './common';

/** Regions the community runs servers in. */
export const SERVER_REGIONS = REGIONS;

/** Game modes the community runs. */
export const SERVER_MODES = ['ttt', 'jailbreak'] as const;

/** The port game servers listen on unless told otherwise. */
export const DEFAULT_GAME_PORT = 27015;

/** A count that is never negative; junk (missing, text, NaN) reads as 0 so a card still renders. */
const CountSchema = z.catch(z.coerce.number().check(z.int(), z.nonnegative()), 0);

/** One game server as `GET /servers` answers it (spec 3, "Server"). */
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
	/** Slots; a server is full when players >= maxPlayers (spec 4). */
	maxPlayers: CountSchema,
	/** False when the server did not answer its status query; an absent value means online. */
	online: z.catch(z.boolean(), true),
	/** Region, when the API tells it; unknown values are dropped rather than failing the list. */
	region: z.catch(z.optional(z.enum(SERVER_REGIONS)), undefined),
	/** Game mode, when the API tells it; unknown values are dropped like regions. */
	mode: z.catch(z.optional(z.enum(SERVER_MODES)), undefined),
});

/** Answer of `GET /servers` (spec 7): every server, in display order. */
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
