/**
 * Posts a recorded event log to the ingest API with a game server's key, for plugin authors and
 * for catching up after an outage.
 * Usage: npm run ingest:replay -- <file.ndjson> --address <ip:port> [--site <url>] [--key-file <file>]
 * Each line is `{ "path": "<ingest path>", "event": { ... } }` (src/contract/ingest-replay.ts).
 * The key comes from INGEST_KEY or the first line of --key-file, never from an argument (which
 * `ps` shows to every user of the machine). Exit codes: 0 all stored or known, 1 some events
 * failed, 2 bad usage, a bad log or a key the site refuses.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseReplayLog, planReplay } from './lib/replay-log';
import { replay, ReplayRefusedError } from './lib/replay';

const USAGE =
	'Usage: INGEST_KEY=<key> npm run ingest:replay -- <file.ndjson> --address <ip:port> ' +
	'[--site <url>] [--key-file <file>]';

function leave(message: string): never {
	console.error(message);
	process.exit(2);
}

function readArguments() {
	try {
		return parseArgs({
			options: {
				address: { type: 'string' },
				site: { type: 'string' },
				'key-file': { type: 'string' },
			},
			allowPositionals: true,
		});
	} catch (error) {
		return leave(`${(error as Error).message}\n${USAGE}`);
	}
}

function readKey(keyFile: string | undefined): string {
	const key = keyFile
		? readFileSync(keyFile, 'utf8').split('\n')[0]!.trim()
		: process.env.INGEST_KEY?.trim();
	return key || leave(`No key: set INGEST_KEY or pass --key-file <file>.\n${USAGE}`);
}

const { values, positionals } = readArguments();
const [file] = positionals;
if (!file || !values.address || positionals.length > 1) leave(USAGE);

let text: string;
try {
	text = readFileSync(file, 'utf8');
} catch (error) {
	leave(`Cannot read ${file}: ${(error as Error).message}`);
}
const { events, problems } = parseReplayLog(text);
if (problems.length > 0) leave(`${file} is not a replay log:\n${problems.slice(0, 20).join('\n')}`);

const requests = planReplay(events);
try {
	const summary = await replay(requests, {
		site: values.site ?? 'http://localhost:4321',
		key: readKey(values['key-file']),
		address: values.address,
	});
	console.log(
		`Sent ${summary.sent} events in ${requests.length} requests: ${summary.created} created, ` +
			`${summary.updated} updated, ${summary.duplicates} duplicates, ${summary.failed} failed.`,
	);
	if (summary.failed > 0) process.exitCode = 1;
} catch (error) {
	if (!(error instanceof ReplayRefusedError)) throw error;
	leave(error.message);
}
