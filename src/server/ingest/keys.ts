import { createHash, randomBytes } from 'node:crypto';
import type { ServerMode, ServerRegion } from '../../contract/servers';
import { lockingRows } from '../db/engine-sql';
import type { SiteDb } from '../db/kysely';
import { AddressSchema } from '../servers/manage';

/** An internal source's name: letters, digits, '.', '_' and '-'. */
export const SERVER_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** The game server an ingest request comes from (`c.var.ingestSource`). */
export interface IngestSource {
	/** `ingest_keys.id`; the owner of every event the server delivers. */
	id: number;
	serverName: string;
}

/** The server of the list a key is bound to: its mode and region decide what the key may do. */
export interface IngestServer {
	id: number;
	title: string;
	region: ServerRegion;
	mode: ServerMode;
	/** `host:port`, as players connect to it. */
	address: string;
}

/** An issued key; `key` is the plain key, shown once and stored only as its hash. */
export interface CreatedIngestKey extends IngestSource {
	key: string;
	server: IngestServer;
}

/** One row of `npm run ingest:key -- list`; `server` is null for a key bound to no server. */
export interface IngestKeyInfo extends IngestSource {
	createdAt: string;
	revokedAt: string | null;
	/** When a rotation issued the next key, which works beside the current one; null otherwise. */
	nextKeyCreatedAt: string | null;
	server: IngestServer | null;
}

/** Thrown for a server that already holds a live key. */
export class IngestKeyError extends Error {}

/** Thrown for an address that is not ip:port or that no server of the list has. */
export class ServerAddressError extends IngestKeyError {}

/** The stored form of a plain key: lowercase hex SHA-256. */
export function hashIngestKey(key: string): string {
	return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A new plain key, shown to the operator once. */
export function newPlainKey(): string {
	// 256 random bits; the prefix makes a leaked key recognisable in logs and secret scanners.
	return `ingest_${randomBytes(32).toString('base64url')}`;
}

interface KeyRow {
	id: number;
	server_name: string;
	created_at: string;
	revoked_at: string | null;
	next_key_created_at: string | null;
	server_id: number | null;
	title: string | null;
	region: ServerRegion | null;
	mode: ServerMode | null;
	host: string | null;
	port: number | null;
}

/** Keys with the server each is bound to, if any. */
function selectKeys(db: SiteDb) {
	return db
		.selectFrom('ingest_keys as k')
		.leftJoin('game_servers as s', 's.id', 'k.server_id')
		.select([
			'k.id',
			'k.server_name',
			'k.created_at',
			'k.revoked_at',
			'k.next_key_created_at',
			'k.server_id',
			's.title',
			's.region',
			's.mode',
			's.host',
			's.port',
		])
		.$castTo<KeyRow>();
}

function toServer(row: KeyRow): IngestServer | null {
	if (row.server_id === null || row.host === null) return null;
	return {
		id: row.server_id,
		title: row.title!,
		region: row.region!,
		mode: row.mode!,
		address: `${row.host}:${row.port}`,
	};
}

function toInfo(row: KeyRow): IngestKeyInfo {
	return {
		id: row.id,
		serverName: row.server_name,
		createdAt: row.created_at,
		revokedAt: row.revoked_at,
		nextKeyCreatedAt: row.next_key_created_at,
		server: toServer(row),
	};
}

/**
 * The server of the list at `host:port`; throws when the address is malformed or unknown. Inside
 * a transaction the server's row stays locked until it ends, so changes to its key run one at a
 * time.
 */
export async function findServerByAddress(db: SiteDb, address: string): Promise<IngestServer> {
	const parsed = AddressSchema.safeParse(address);
	if (!parsed.success) {
		throw new ServerAddressError(
			`'${address}' is not an address: use ip:port, e.g. 203.0.113.10:27015`,
		);
	}
	const { host, port } = parsed.data;
	const query = db
		.selectFrom('game_servers')
		.select(['id', 'title', 'region', 'mode'])
		.where('host', '=', host)
		.where('port', '=', port)
		.$narrowType<{ region: ServerRegion; mode: ServerMode }>();
	const row = await lockingRows(db, query).executeTakeFirst();
	if (!row) {
		throw new ServerAddressError(
			`No game server at ${host}:${port} is on the list: add it with npm run game-server -- add, ` +
				'or see npm run game-server -- list',
		);
	}
	return { ...row, address: `${host}:${port}` };
}

/**
 * Issues a key for the server of the list at `address` and answers it in plain text, the only
 * time it exists so. A server whose key was revoked gets a new one on the same row, so the events
 * it delivered stay recognised. Throws `ServerAddressError` for a malformed address or one not on
 * the list, and `IngestKeyError` when the server already holds a live key (revoke it first).
 */
export function createIngestKey(db: SiteDb, address: string): Promise<CreatedIngestKey> {
	const key = newPlainKey();
	const keyHash = hashIngestKey(key);
	const now = new Date().toISOString();
	return db.transaction().execute(async (trx) => {
		// The server's row is locked from here on: a second create for it waits, then sees this key.
		const server = await findServerByAddress(trx, address);
		// A row left unbound by a removed server at the same address is that server's history.
		const existing = await trx
			.selectFrom('ingest_keys')
			.select(['id', 'revoked_at'])
			.where((eb) =>
				eb.or([
					eb('server_id', '=', server.id),
					eb.and([eb('server_id', 'is', null), eb('server_name', '=', server.address)]),
				]),
			)
			.orderBy((eb) => eb('server_id', 'is', null))
			.limit(1)
			.executeTakeFirst();
		if (existing && !existing.revoked_at) {
			throw new IngestKeyError(`${server.address} already has a live key; revoke it first`);
		}
		if (existing) {
			await trx
				.updateTable('ingest_keys')
				.set({
					key_hash: keyHash,
					created_at: now,
					revoked_at: null,
					server_id: server.id,
					next_key_hash: null,
					next_key_created_at: null,
				})
				.where('id', '=', existing.id)
				.execute();
			return { id: existing.id, serverName: server.address, key, server };
		}
		const { id } = await trx
			.insertInto('ingest_keys')
			.values({
				server_name: server.address,
				key_hash: keyHash,
				created_at: now,
				server_id: server.id,
			})
			.returning('id')
			.executeTakeFirstOrThrow();
		return { id, serverName: server.address, key, server };
	});
}

/**
 * Revokes at once the live key of the server at `address`, or a live key bound to no server that
 * was issued for that address or had that free name; answers false when there is no such key.
 */
export async function revokeIngestKey(db: SiteDb, addressOrName: string): Promise<boolean> {
	const name = addressOrName.trim();
	let serverId: number | null = null;
	if (AddressSchema.safeParse(name).success) {
		try {
			serverId = (await findServerByAddress(db, name)).id;
		} catch (error) {
			// A removed server's address: its key can only be an unbound one.
			if (!(error instanceof ServerAddressError)) throw error;
		}
	}
	const result = await db
		.updateTable('ingest_keys')
		.set({ revoked_at: new Date().toISOString() })
		.where('revoked_at', 'is', null)
		.where((eb) =>
			eb.or([
				...(serverId === null ? [] : [eb('server_id', '=', serverId)]),
				eb.and([eb('server_id', 'is', null), eb('server_name', '=', name)]),
			]),
		)
		.executeTakeFirst();
	return Number(result.numUpdatedRows) > 0;
}

/** Every key ever issued, live or revoked, with its server, by name. */
export async function listIngestKeys(db: SiteDb): Promise<IngestKeyInfo[]> {
	const rows = await selectKeys(db).orderBy('k.server_name').execute();
	return rows.map(toInfo);
}

/** Live keys bound to no server: they can no longer write, and the operator should know. */
export async function listUnboundLiveKeys(db: SiteDb): Promise<IngestKeyInfo[]> {
	return (await listIngestKeys(db)).filter((key) => !key.revokedAt && !key.server);
}

/** One line per live unbound key, for the server's start: what it means and what to do. */
export async function describeUnboundKeys(db: SiteDb): Promise<string[]> {
	return (await listUnboundLiveKeys(db)).map(
		(key) =>
			`Ingest key '${key.serverName}' belongs to no game server of the list and can no longer ` +
			'write: issue a key with npm run ingest:key -- create <ip:port>, then revoke this one.',
	);
}

/** The source and server of a plain key, when the key is live; `server` null when unbound. */
export async function findIngestKey(
	db: SiteDb,
	key: string,
): Promise<{ source: IngestSource; server: IngestServer | null } | undefined> {
	// During a rotation (key-rotation.ts) the next key works beside the current one.
	const hash = hashIngestKey(key);
	const row = await selectKeys(db)
		.where((eb) => eb.or([eb('k.key_hash', '=', hash), eb('k.next_key_hash', '=', hash)]))
		.where('k.revoked_at', 'is', null)
		.executeTakeFirst();
	return row && { source: { id: row.id, serverName: row.server_name }, server: toServer(row) };
}
