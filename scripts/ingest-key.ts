/**
 * Issues, revokes and lists the keys game servers use with `/api/ingest/*`; each key is bound to
 * a server of the game server list (`npm run game-server -- list`) by its address.
 * Usage: npm run ingest:key -- create <ip:port> | rotate <ip:port> | finish-rotation <ip:port>
 *   | revoke <ip:port> | list
 * (honours DATABASE_URL, else DATABASE_PATH, default ./data/site.db). A new key is printed once,
 * alone on the last line; only its hash is kept. `rotate` issues a next key that works beside the
 * current one until `finish-rotation`, so the game server switches without a gap. Exit codes:
 * 0 done, 1 refused, 2 bad usage or unknown address.
 */
import {
	createIngestKey,
	IngestKeyError,
	listIngestKeys,
	revokeIngestKey,
	ServerAddressError,
	type IngestKeyInfo,
} from '../src/server/ingest/keys';
import { finishKeyRotation, startKeyRotation } from '../src/server/ingest/key-rotation';
import { openScriptDatabase } from './lib/site-database';

const USAGE =
	'Usage: npm run ingest:key -- create <ip:port> | rotate <ip:port> | finish-rotation <ip:port> ' +
	'| revoke <ip:port> | list';
const COMMANDS = ['create', 'rotate', 'finish-rotation', 'revoke', 'list'];

function describe(key: IngestKeyInfo): string {
	const rotating = key.nextKeyCreatedAt
		? `, rotating: the next key of ${key.nextKeyCreatedAt} works too`
		: '';
	const state = key.revokedAt ? `revoked ${key.revokedAt}` : `live${rotating}`;
	if (!key.server) {
		return `${key.serverName.padEnd(21)} unbound: no server of the list, can no longer write  ${state}`;
	}
	const { address, region, mode, title } = key.server;
	return `${address.padEnd(21)} ${region} ${mode.padEnd(9)} ${title}  created ${key.createdAt}  ${state}`;
}

const [command, address] = process.argv.slice(2);
if (!command || !COMMANDS.includes(command) || (command !== 'list' && !address)) {
	console.error(USAGE);
	process.exit(2);
}

const { site } = await openScriptDatabase();
const db = site.db;
try {
	if (command === 'create') {
		const { key, server } = await createIngestKey(db, address!);
		console.log(
			`Ingest key for ${server.title} (${server.address}, ${server.region} ${server.mode}); ` +
				'shown once, store it on the game server:',
		);
		console.log(key);
	} else if (command === 'rotate') {
		const { key, server } = await startKeyRotation(db, address!);
		console.log(
			`Next ingest key for ${server.title} (${server.address}); the current key works until ` +
				`you run finish-rotation ${server.address}. Shown once, store it on the game server:`,
		);
		console.log(key);
	} else if (command === 'finish-rotation') {
		if (!(await finishKeyRotation(db, address!))) {
			console.error(`${address} is not rotating its key`);
			process.exitCode = 1;
		} else {
			console.log(`Finished the rotation of ${address}: only the new key works now`);
		}
	} else if (command === 'revoke') {
		if (!(await revokeIngestKey(db, address!))) {
			console.error(`${address} has no live key`);
			process.exitCode = 1;
		} else {
			console.log(`Revoked the key of ${address}`);
		}
	} else {
		const keys = await listIngestKeys(db);
		if (keys.length === 0) console.log('No ingest keys yet: issue one with `create <ip:port>`.');
		for (const key of keys) console.log(describe(key));
	}
} catch (error) {
	if (!(error instanceof IngestKeyError)) throw error;
	console.error(error.message);
	process.exitCode = error instanceof ServerAddressError ? 2 : 1;
} finally {
	await site.close();
}
