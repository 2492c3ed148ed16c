import { z } from 'zod';
import { lockingRows } from '../db/engine-sql';
import { isUniqueViolation } from '../db/errors';
import type { SiteDb } from '../db/kysely';
import type { GameServerRow } from './list';
import { GameServerError, NewGameServerSchema } from './manage';

/**
 * What `npm run game-server -- edit <id>` may change: any field of a new server, each optional;
 * a null query port means the game's own port again.
 */
const GameServerChangesSchema = NewGameServerSchema.partial().extend({
	queryPort: NewGameServerSchema.shape.queryPort.unwrap().nullable().optional(),
});

/** Changes to a game server as given, before validation. */
type GameServerChanges = z.input<typeof GameServerChangesSchema>;

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
export async function editGameServer(
	db: SiteDb,
	id: number,
	input: GameServerChanges,
): Promise<GameServerRow | null> {
	const changes = parseChanges(input);
	return db.transaction().execute(async (trx) => {
		const selectRow = () => trx.selectFrom('game_servers').selectAll().where('id', '=', id);
		// Locked until the change commits: a config added to the server meanwhile waits, then
		// finds the server in its new region (or refuses it).
		const row = (await lockingRows(trx, selectRow()).executeTakeFirst()) as
			GameServerRow | undefined;
		if (!row) return null;
		if (changes.region && changes.region !== row.region) {
			const { configs } = await trx
				.selectFrom('game_admins')
				.select((eb) => eb.fn.countAll<number>().as('configs'))
				.where('server_id', '=', id)
				.executeTakeFirstOrThrow();
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
			await trx.updateTable('game_servers').set(next).where('id', '=', id).execute();
		} catch (error) {
			if (!isUniqueViolation(error)) throw error;
			throw new GameServerError(
				`A game server at ${next.host}:${next.port} is on the list already.`,
			);
		}
		// The key's name is the address it was issued for; it follows the server when free.
		const address = `${next.host}:${next.port}`;
		await trx
			.updateTable('ingest_keys')
			.set({ server_name: address })
			.where('server_id', '=', id)
			.where(({ not, exists, selectFrom }) =>
				not(
					exists(
						selectFrom('ingest_keys as other')
							.select('other.id')
							.where('other.server_name', '=', address),
					),
				),
			)
			.execute();
		return (await selectRow().executeTakeFirstOrThrow()) as GameServerRow;
	});
}
