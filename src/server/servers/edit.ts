import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import { isUniqueViolation } from '../db/errors';
import type { GameServerRow } from './list';
import { GameServerError, NewGameServerSchema } from './manage';

/**
 * What `npm run game-server -- edit <id>` may change: any field of a new server, each optional;
 * a null query port means the game's own port again.
 */
export const GameServerChangesSchema = NewGameServerSchema.partial().extend({
	queryPort: NewGameServerSchema.shape.queryPort.unwrap().nullable().optional(),
});

/** Changes to a game server as given, before validation. */
export type GameServerChanges = z.input<typeof GameServerChangesSchema>;

function parseChanges(input: GameServerChanges) {
	const result = GameServerChangesSchema.safeParse(input);
	if (!result.success) {
		const problems = result.error.issues.map(
			(issue) => `${issue.path.join('.')}: ${issue.message}`,
		);
		throw new GameServerError(problems.join('; '));
	}
	const changes = Object.fromEntries(
		Object.entries(result.data).filter(([, value]) => value !== undefined),
	) as typeof result.data;
	if (Object.keys(changes).length === 0) throw new GameServerError('Nothing to change.');
	return changes;
}

const defaultImage = (mode: string) => `/images/servers/${mode}.svg`;

/**
 * Changes a game server in place: the row keeps its id, so its admin configurations and its
 * ingest key stay bound to it (a key follows a new address). A server with admin configurations
 * cannot change region (they are its region's). Answers the changed row, or null when there is
 * no such server; throws a GameServerError naming each refused change.
 */
export function editGameServer(
	db: Database,
	id: number,
	input: GameServerChanges,
): GameServerRow | null {
	const changes = parseChanges(input);
	return db
		.transaction(() => {
			const row = db
				.prepare<[number], GameServerRow>('SELECT * FROM game_servers WHERE id = ?')
				.get(id);
			if (!row) return null;
			if (changes.region && changes.region !== row.region) {
				const { configs } = db
					.prepare<[number], { configs: number }>(
						'SELECT COUNT(*) AS configs FROM game_admins WHERE server_id = ?',
					)
					.get(id)!;
				if (configs > 0) {
					throw new GameServerError(
						`Game server ${id} has ${configs} admin configurations of the ${row.region} region: ` +
							'delete or move them in the admin area before changing its region.',
					);
				}
			}
			const mode = changes.mode ?? row.mode;
			// A server showing its mode's picture shows the new mode's picture.
			const keptDefault = row.img === defaultImage(row.mode) && changes.image === undefined;
			const next = {
				title: changes.title ?? row.title,
				region: changes.region ?? row.region,
				mode,
				host: changes.address?.host ?? row.host,
				port: changes.address?.port ?? row.port,
				query_port: changes.queryPort === undefined ? row.query_port : changes.queryPort,
				max_players: changes.maxPlayers ?? row.max_players,
				img: changes.image ?? (keptDefault ? defaultImage(mode) : row.img),
			};
			try {
				db.prepare(
					`UPDATE game_servers SET title = ?, region = ?, mode = ?, host = ?, port = ?,
						query_port = ?, max_players = ?, img = ?
					WHERE id = ?`,
				).run(
					next.title,
					next.region,
					next.mode,
					next.host,
					next.port,
					next.query_port,
					next.max_players,
					next.img,
					id,
				);
			} catch (error) {
				if (!isUniqueViolation(error)) throw error;
				throw new GameServerError(
					`A game server at ${next.host}:${next.port} is on the list already.`,
				);
			}
			// The key's name is the address it was issued for; it follows the server when free.
			db.prepare(
				`UPDATE ingest_keys SET server_name = ?
				WHERE server_id = ? AND NOT EXISTS (SELECT 1 FROM ingest_keys other WHERE other.server_name = ?)`,
			).run(`${next.host}:${next.port}`, id, `${next.host}:${next.port}`);
			return db
				.prepare<[number], GameServerRow>('SELECT * FROM game_servers WHERE id = ?')
				.get(id)!;
		})
		.immediate();
}
