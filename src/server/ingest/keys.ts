import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { statement } from '../db/statements';

/** A game server's name as keys are issued for it: letters, digits, '.', '_' and '-'. */
export const SERVER_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** The game server an ingest request comes from (`c.var.ingestSource`). */
export interface IngestSource {
	/** `ingest_keys.id`; the owner of every event the server delivers. */
	id: number;
	serverName: string;
}

/** An issued key; `key` is the plain key, shown once and stored only as its hash. */
export interface CreatedIngestKey extends IngestSource {
	key: string;
}

/** One row of `npm run ingest:key -- list`. */
export interface IngestKeyInfo extends IngestSource {
	createdAt: string;
	revokedAt: string | null;
}

/** Thrown for a bad server name or a server that already holds a live key. */
export class IngestKeyError extends Error {}

/** The stored form of a plain key: lowercase hex SHA-256. */
export function hashIngestKey(key: string): string {
	return createHash('sha256').update(key, 'utf8').digest('hex');
}

function newPlainKey(): string {
	// 256 random bits; the prefix makes a leaked key recognisable in logs and secret scanners.
	return `ingest_${randomBytes(32).toString('base64url')}`;
}

function checkServerName(serverName: string) {
	if (!SERVER_NAME_PATTERN.test(serverName)) {
		throw new IngestKeyError(
			`Invalid server name '${serverName}': use up to 64 letters, digits, '.', '_' or '-'`,
		);
	}
}

interface KeyRow {
	id: number;
	server_name: string;
	created_at: string;
	revoked_at: string | null;
}

function findByName(db: Database, serverName: string): KeyRow | undefined {
	return statement<[string], KeyRow>(
		db,
		'SELECT id, server_name, created_at, revoked_at FROM ingest_keys WHERE server_name = ?',
	).get(serverName);
}

/**
 * Issues a key for a game server and answers it in plain text, the only time it exists so; a
 * server whose key was revoked gets a new one on the same row. Throws `IngestKeyError` when the
 * server already holds a live key (revoke it first).
 */
export function createIngestKey(db: Database, serverName: string): CreatedIngestKey {
	checkServerName(serverName);
	const key = newPlainKey();
	const keyHash = hashIngestKey(key);
	const now = new Date().toISOString();
	return db.transaction(() => {
		const existing = findByName(db, serverName);
		if (existing && !existing.revoked_at) {
			throw new IngestKeyError(`'${serverName}' already has a live key; revoke it first`);
		}
		if (existing) {
			db.prepare(
				'UPDATE ingest_keys SET key_hash = ?, created_at = ?, revoked_at = NULL WHERE id = ?',
			).run(keyHash, now, existing.id);
			return { id: existing.id, serverName, key };
		}
		const { lastInsertRowid } = db
			.prepare('INSERT INTO ingest_keys (server_name, key_hash, created_at) VALUES (?, ?, ?)')
			.run(serverName, keyHash, now);
		return { id: Number(lastInsertRowid), serverName, key };
	})();
}

/** Revokes the server's key at once; answers false when it has no live key. */
export function revokeIngestKey(db: Database, serverName: string): boolean {
	const { changes } = db
		.prepare('UPDATE ingest_keys SET revoked_at = ? WHERE server_name = ? AND revoked_at IS NULL')
		.run(new Date().toISOString(), serverName);
	return changes > 0;
}

/** Every server that ever had a key, live or revoked, by name. */
export function listIngestKeys(db: Database): IngestKeyInfo[] {
	return db
		.prepare<[], KeyRow>(
			'SELECT id, server_name, created_at, revoked_at FROM ingest_keys ORDER BY server_name',
		)
		.all()
		.map((row) => ({
			id: row.id,
			serverName: row.server_name,
			createdAt: row.created_at,
			revokedAt: row.revoked_at,
		}));
}

/** The server a plain key belongs to, when the key is live. */
export function findIngestSource(db: Database, key: string): IngestSource | undefined {
	const row = statement<[string], { id: number; server_name: string }>(
		db,
		'SELECT id, server_name FROM ingest_keys WHERE key_hash = ? AND revoked_at IS NULL',
	).get(hashIngestKey(key));
	return row && { id: row.id, serverName: row.server_name };
}

/**
 * The source row of a server whose data is written by code rather than uploaded (the demo
 * seeds): created with a revoked, never-shown key, so nobody can upload under its name.
 */
export function ensureInternalSource(db: Database, serverName: string): IngestSource {
	checkServerName(serverName);
	const existing = findByName(db, serverName);
	if (existing) return { id: existing.id, serverName };
	const now = new Date().toISOString();
	const { lastInsertRowid } = db
		.prepare(
			'INSERT INTO ingest_keys (server_name, key_hash, created_at, revoked_at) VALUES (?, ?, ?, ?)',
		)
		.run(serverName, hashIngestKey(newPlainKey()), now, now);
	return { id: Number(lastInsertRowid), serverName };
}
