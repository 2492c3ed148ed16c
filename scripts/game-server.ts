/**
 * Manages the game server list the servers page, the home widget and the admin area read.
 * Usage:
 *   npm run game-server -- add --title <title> --address <host:port> --region eu|na
 *     --mode ttt|jailbreak --max-players <n> [--query-port <port>] [--image <path or https URL>]
 *   npm run game-server -- edit <id> [--title ...] [--address ...] [--region ...] [--mode ...]
 *     [--max-players ...] [--query-port <port>|none] [--image ...]
 *   npm run game-server -- list
 *   npm run game-server -- remove <id>
 * `edit` changes the server in place: its admin configurations and its ingest key stay bound.
 */
import { parseArgs } from 'node:util';
import {
	addGameServer,
	GameServerError,
	listGameServerRows,
	removeGameServer,
} from '../src/server/servers/manage';
import { editGameServer } from '../src/server/servers/edit';
import type { GameServerRow } from '../src/server/servers/list';
import { openScriptDatabase } from './lib/site-database';

const USAGE = `Usage:
  npm run game-server -- add --title <title> --address <host:port> --region eu|na
    --mode ttt|jailbreak --max-players <n> [--query-port <port>] [--image <path or https URL>]
  npm run game-server -- edit <id> [any option of add; --query-port none for the game's port]
  npm run game-server -- list
  npm run game-server -- remove <id>`;

const text = { type: 'string' } as const;
const { values, positionals } = parseArgs({
	options: {
		title: text,
		address: text,
		region: text,
		mode: text,
		'max-players': text,
		'query-port': text,
		image: text,
	},
	allowPositionals: true,
});
const [command, id] = positionals;

function describe(row: GameServerRow): string {
	const query = row.query_port ? ` (queries on ${row.query_port})` : '';
	return `${String(row.id).padStart(4)}  ${row.region} ${row.mode.padEnd(9)} ${row.host}:${row.port}${query}  ${row.max_players} slots  ${row.title}`;
}

const needsId = command === 'remove' || command === 'edit';
if (!['add', 'edit', 'list', 'remove'].includes(command ?? '') || (needsId && !id)) {
	console.error(USAGE);
	process.exit(2);
}

const { site } = await openScriptDatabase();
const db = site.db;
try {
	if (command === 'add') {
		const row = await addGameServer(db, {
			title: values.title ?? '',
			address: values.address ?? '',
			region: values.region as never,
			mode: values.mode as never,
			maxPlayers: values['max-players'] ?? '',
			queryPort: values['query-port'],
			image: values.image,
		});
		console.log(`Added: ${describe(row)}`);
	} else if (command === 'edit') {
		const queryPort = values['query-port'];
		const row = /^\d+$/.test(id!)
			? await editGameServer(db, Number(id), {
					title: values.title,
					address: values.address,
					region: values.region as never,
					mode: values.mode as never,
					maxPlayers: values['max-players'],
					queryPort: queryPort === 'none' ? null : queryPort,
					image: values.image,
				})
			: null;
		if (!row) {
			console.error(`No game server has the id ${id}.`);
			process.exitCode = 1;
		} else {
			console.log(`Changed: ${describe(row)}`);
		}
	} else if (command === 'list') {
		const rows = await listGameServerRows(db);
		if (rows.length === 0) console.log('No game servers yet: add one with `add`.');
		for (const row of rows) console.log(describe(row));
	} else {
		const removed = /^\d+$/.test(id!) ? await removeGameServer(db, Number(id)) : null;
		if (!removed) {
			console.error(`No game server has the id ${id}.`);
			process.exitCode = 1;
		} else {
			console.log(
				`Removed game server ${id} and its ${removed.adminConfigs} admin configurations.`,
			);
		}
	}
} catch (error) {
	if (!(error instanceof GameServerError)) throw error;
	console.error(error.message);
	process.exitCode = 1;
} finally {
	await site.close();
}
