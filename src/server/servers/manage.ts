import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import { SERVER_MODES, SERVER_REGIONS } from '../../contract/servers';
import { isUniqueViolation } from '../db/errors';
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
export type NewGameServer = z.input<typeof NewGameServerSchema>;

/** Validates a new server; throws a GameServerError naming each bad field. */
export function parseNewGameServer(input: NewGameServer) {
	const result = NewGameServerSchema.safeParse(input);
	if (result.success) return result.data;
	const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
	throw new GameServerError(problems.join('; '));
}

/** Every game server of the list, in display order. */
export function listGameServerRows(db: Database): GameServerRow[] {
	return db.prepare<[], GameServerRow>('SELECT * FROM game_servers ORDER BY sort_order, id').all();
}

/** Adds a game server at the end of the list (the servers page and the admin area read it). */
export function addGameServer(db: Database, input: NewGameServer): GameServerRow {
	const server = parseNewGameServer(input);
	const { host, port } = server.address;
	try {
		const { lastInsertRowid } = db
			.prepare(
				`INSERT INTO game_servers
					(title, region, mode, host, port, query_port, max_players, img, sort_order)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?,
					(SELECT COALESCE(MAX(sort_order), 0) + 10 FROM game_servers))`,
			)
			.run(
				server.title,
				server.region,
				server.mode,
				host,
				port,
				server.queryPort ?? null,
				server.maxPlayers,
				server.image ?? `/images/servers/${server.mode}.svg`,
			);
		return db
			.prepare<[number], GameServerRow>('SELECT * FROM game_servers WHERE id = ?')
			.get(Number(lastInsertRowid))!;
	} catch (error) {
		if (!isUniqueViolation(error)) throw error;
		throw new GameServerError(`A game server at ${host}:${port} is on the list already.`);
	}
}

/**
 * Removes a game server; the admin configurations bound to it go with it (the schema cascades).
 * Answers how many configurations went, or null when there is no such server.
 */
export function removeGameServer(db: Database, id: number): { adminConfigs: number } | null {
	return db
		.transaction(() => {
			const { configs } = db
				.prepare<[number], { configs: number }>(
					'SELECT COUNT(*) AS configs FROM game_admins WHERE server_id = ?',
				)
				.get(id)!;
			const { changes } = db.prepare('DELETE FROM game_servers WHERE id = ?').run(id);
			return changes === 0 ? null : { adminConfigs: configs };
		})
		.immediate();
}
