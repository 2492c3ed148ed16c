import { sql } from 'kysely';
import { z } from 'zod';
import { SERVER_MODES, SERVER_REGIONS } from '../../contract/servers';
import { lockingRows } from '../db/engine-sql';
import { isUniqueViolation } from '../db/errors';
import type { SiteDb } from '../db/kysely';
import type { GameServerRow } from './list';

/** Thrown for a server the list cannot take; the message names the problem. */
export class GameServerError extends Error {}

const Port = z.coerce.number().int().min(1).max(65535);

/** A `host:port` address players connect to; the host a name or an IPv4 address. */
export const AddressSchema = z
	.string()
	.trim()
	.regex(/^[A-Za-z0-9.-]{1,253}:\d{1,5}$/, 'address must be host:port, e.g. 203.0.113.10:27015')
	.transform((address) => {
		const [host, port] = address.split(':') as [string, string];
		return { host, port: Number(port) };
	})
	.refine(({ port }) => Port.safeParse(port).success, 'the port must be 1 to 65535');

/** What the operator gives for a new game server (`npm run game-server -- add`). */
export const NewGameServerSchema = z.object({
	/** Card heading, e.g. 'EU TTT #1 · Classic Maps'. */
	title: z.string().trim().min(1).max(100),
	address: AddressSchema,
	region: z.enum(SERVER_REGIONS),
	mode: z.enum(SERVER_MODES),
	maxPlayers: z.coerce.number().int().min(1).max(1000),
	/** Only when status queries go to another port than the game's. */
	queryPort: Port.optional(),
	/** Banner image: a path on this site or an https URL; the mode's picture by default. */
	image: z
		.string()
		.trim()
		.max(500)
		.regex(/^(\/[^/\\]|https:\/\/)/, 'image must be a path on this site or an https URL')
		.optional(),
});

/** A new game server as given, before validation. */
type NewGameServer = z.input<typeof NewGameServerSchema>;

/** Validates a new server; throws a GameServerError naming each bad field. */
function parseNewGameServer(input: NewGameServer) {
	const result = NewGameServerSchema.safeParse(input);
	if (result.success) return result.data;
	const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
	throw new GameServerError(problems.join('; '));
}

/** Every game server of the list, in display order. */
export async function listGameServerRows(db: SiteDb): Promise<GameServerRow[]> {
	return (await db
		.selectFrom('game_servers')
		.selectAll()
		.orderBy('sort_order')
		.orderBy('id')
		.execute()) as GameServerRow[];
}

/** Adds a game server at the end of the list (the servers page and the admin area read it). */
export async function addGameServer(db: SiteDb, input: NewGameServer): Promise<GameServerRow> {
	const server = parseNewGameServer(input);
	const { host, port } = server.address;
	try {
		return (await db
			.insertInto('game_servers')
			.values((eb) => ({
				title: server.title,
				region: server.region,
				mode: server.mode,
				host,
				port,
				query_port: server.queryPort ?? null,
				max_players: server.maxPlayers,
				img: server.image ?? `/images/servers/${server.mode}.svg`,
				sort_order: eb
					.selectFrom('game_servers')
					.select((inner) =>
						inner(inner.fn.coalesce(inner.fn.max('sort_order'), sql.lit(0)), '+', sql.lit(10)).as(
							'next',
						),
					),
			}))
			.returningAll()
			.executeTakeFirstOrThrow()) as GameServerRow;
	} catch (error) {
		// The table's UNIQUE (host, port), so two servers added at once cannot both take it.
		if (!isUniqueViolation(error)) throw error;
		throw new GameServerError(`A game server at ${host}:${port} is on the list already.`);
	}
}

/**
 * Removes a game server; the admin configurations bound to it go with it (the schema cascades).
 * Answers how many configurations went, or null when there is no such server.
 */
export function removeGameServer(db: SiteDb, id: number): Promise<{ adminConfigs: number } | null> {
	return db.transaction().execute(async (trx) => {
		// The row locked first: a config being added to the server waits and then finds none.
		const server = await lockingRows(
			trx,
			trx.selectFrom('game_servers').select('id').where('id', '=', id),
		).executeTakeFirst();
		if (!server) return null;
		const { configs } = await trx
			.selectFrom('game_admins')
			.select((eb) => eb.fn.countAll<number>().as('configs'))
			.where('server_id', '=', id)
			.executeTakeFirstOrThrow();
		await trx.deleteFrom('game_servers').where('id', '=', id).execute();
		return { adminConfigs: configs };
	});
}
