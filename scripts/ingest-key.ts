/**
 * Issues, revokes and lists the keys game servers use with `/api/ingest/*`; each key is bound to
 * a server of the game server list (`npm run game-server -- list`) by its address.
 * Usage: npm run ingest:key -- create <ip:port> | revoke <ip:port> | list
 * (honours DATABASE_PATH, default ./data/site.db). A new key is printed once, alone on the last
 * line; only its hash is kept. Exit codes: 0 done, 1 refused, 2 bad usage or unknown address.
 */
import {
	createIngestKey,
	IngestKeyError,
	listIngestKeys,
	revokeIngestKey,
	ServerAddressError,
	type IngestKeyInfo,
} from '../src/server/ingest/keys';
import { openScriptDatabase } from './lib/site-database';

const USAGE = 'Usage: npm run ingest:key -- create <ip:port> | revoke <ip:port> | list';

function describe(key: IngestKeyInfo): string {
	const state = key.revokedAt ? `revoked ${key.revokedAt}` : 'live';
	if (!key.server) {
		return `${key.serverName.padEnd(21)} unbound: no server of the list, can no longer write  ${state}`;
	}
	const { address, region, mode, title } = key.server;
	return `${address.padEnd(21)} ${region} ${mode.padEnd(9)} ${title}  created ${key.createdAt}  ${state}`;
}

const [command, address] = process.argv.slice(2);
if (
	!command ||
	!['create', 'revoke', 'list'].includes(command) ||
	(command !== 'list' && !address)
) {
	console.error(USAGE);
	process.exit(2);
}

const { db } = openScriptDatabase();
try {
	if (command === 'create') {
		const { key, server } = createIngestKey(db, address!);
		console.log(
			`Ingest key for ${server.title} (${server.address}, ${server.region} ${server.mode}); ` +
				'shown once, store it on the game server:',
		);
		console.log(key);
	} else if (command === 'revoke') {
		if (!revokeIngestKey(db, address!)) {
			console.error(`${address} has no live key`);
			process.exitCode = 1;
		} else {
			console.log(`Revoked the key of ${address}`);
		}
	} else {
		const keys = listIngestKeys(db);
		if (keys.length === 0) console.log('No ingest keys yet: issue one with `create <ip:port>`.');
		for (const key of keys) console.log(describe(key));
	}
} catch (error) {
	if (!(error instanceof IngestKeyError)) throw error;
	console.error(error.message);
	process.exitCode = error instanceof ServerAddressError ? 2 : 1;
} finally {
	db.close();
}
