/**
 * Issues, revokes and lists the keys game servers upload with (`/api/ingest/*`).
 * Usage: npm run ingest:key -- create <server-name> | revoke <server-name> | list
 * (honours DATABASE_PATH, default ./data/site.db). A new key is printed once; only its hash is kept.
 */
import {
	createIngestKey,
	IngestKeyError,
	listIngestKeys,
	revokeIngestKey,
} from '../src/server/ingest/keys';
import { openScriptDatabase } from './lib/site-database';

const USAGE = 'Usage: npm run ingest:key -- create <server-name> | revoke <server-name> | list';

const [command, serverName] = process.argv.slice(2);
if (!command || (command !== 'list' && !serverName)) {
	console.error(USAGE);
	process.exit(2);
}

const { db } = openScriptDatabase();
try {
	if (command === 'create') {
		const { key } = createIngestKey(db, serverName!);
		console.log(`Ingest key for ${serverName} (shown once, store it on the game server):`);
		console.log(key);
	} else if (command === 'revoke') {
		if (!revokeIngestKey(db, serverName!)) {
			console.error(`'${serverName}' has no live key`);
			process.exitCode = 1;
		} else {
			console.log(`Revoked the key of ${serverName}`);
		}
	} else if (command === 'list') {
		for (const key of listIngestKeys(db)) {
			const state = key.revokedAt ? `revoked ${key.revokedAt}` : 'live';
			console.log(`${key.serverName.padEnd(24)} created ${key.createdAt}  ${state}`);
		}
	} else {
		console.error(USAGE);
		process.exitCode = 2;
	}
} catch (error) {
	if (!(error instanceof IngestKeyError)) throw error;
	console.error(error.message);
	process.exitCode = 1;
} finally {
	db.close();
}
