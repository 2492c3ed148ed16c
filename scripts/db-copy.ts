/**
 * Moves a community from SQLite to PostgreSQL: copies every table of a SQLite file into an empty
 * PostgreSQL database, sets the id sequences past the highest ids, and prints each table's rows
 * in both. Usage: npm run db:copy -- --from <sqlite file> --to <postgres url>
 * The site may keep serving from the file meanwhile (the copy reads one consistent snapshot);
 * writes made after the copy started are not in it, so stop the site for the final move.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import { SITE_MIGRATIONS } from '../src/server/areas';
import { copySqliteToPostgres, CopyRefusedError } from '../src/server/db/copy';
import { BUSY_TIMEOUT_MS } from '../src/server/db/engine';
import {
	connectPostgres,
	describePostgresTarget,
	PostgresUnavailableError,
} from '../src/server/db/postgres';

const USAGE = 'Usage: npm run db:copy -- --from <sqlite file> --to <postgres url>';

function leave(message: string, code = 1): never {
	console.error(message);
	process.exit(code);
}

let options: { from?: string; to?: string };
try {
	({ values: options } = parseArgs({
		options: { from: { type: 'string' }, to: { type: 'string' } },
		strict: true,
	}));
} catch {
	leave(USAGE, 2);
}
if (!options.from || !options.to) leave(USAGE, 2);
const file = resolve(options.from);
if (!existsSync(file)) leave(`${file} does not exist.`);

const source = new BetterSqlite3(file, {
	fileMustExist: true,
	readonly: true,
	timeout: BUSY_TIMEOUT_MS,
});
let target;
try {
	target = await connectPostgres(options.to, { poolSize: 1 });
} catch (error) {
	source.close();
	if (error instanceof PostgresUnavailableError) leave(error.message);
	throw error;
}
const where = describePostgresTarget(target.target);
try {
	console.log(`Copying ${file} into PostgreSQL at ${where}...`);
	const counts = await copySqliteToPostgres(source, target.kysely, where, SITE_MIGRATIONS);
	const width = Math.max(...counts.map((count) => count.table.length));
	console.log(`${'table'.padEnd(width)}  ${'sqlite'.padStart(9)}  ${'postgres'.padStart(9)}`);
	for (const count of counts) {
		console.log(
			`${count.table.padEnd(width)}  ${String(count.source).padStart(9)}  ${String(count.target).padStart(9)}`,
		);
	}
	const rows = counts.reduce((sum, count) => sum + count.target, 0);
	console.log(`Copied ${counts.length} tables, ${rows} rows: every count matches.`);
} catch (error) {
	if (error instanceof CopyRefusedError) leave(error.message);
	leave(`The copy failed and nothing was kept: ${(error as Error).message.split('\n')[0]}`);
} finally {
	source.close();
	await target.close();
}
