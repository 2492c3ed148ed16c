import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, closeSync, existsSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The folder holding PostgreSQL's programs (pg_dump, pg_restore, initdb, pg_ctl): the newest
 * under /usr/lib/postgresql (where Debian's packages put them), else the folder of pg_ctl or
 * pg_dump on PATH; undefined when neither is installed.
 */
export function findPostgresBin(program = 'pg_ctl'): string | undefined {
	const root = '/usr/lib/postgresql';
	if (existsSync(root)) {
		const versions = readdirSync(root)
			.filter((name) => /^\d+$/.test(name))
			.sort((a, b) => Number(b) - Number(a));
		for (const version of versions) {
			const bin = join(root, version, 'bin');
			if (existsSync(join(bin, program))) return bin;
		}
	}
	const found = spawnSync('sh', ['-c', `command -v ${program}`], { encoding: 'utf8' });
	const path = found.stdout.trim();
	if (found.status === 0 && path) return join(path, '..');
	return undefined;
}

/**
 * A connection URL without its password, and the password apart: programs get the password in
 * their environment (PGPASSWORD), never on the command line, where any user of the host could
 * read it in the process list.
 */
function splitPassword(url: string): { url: string; password: string | undefined } {
	const parsed = new URL(url);
	const password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
	parsed.password = '';
	return { url: parsed.toString(), password };
}

/** Runs a PostgreSQL program against a database; rejects with its error output. */
function runAgainst(program: string, url: string, args: string[]): Promise<void> {
	const bin = findPostgresBin(program);
	if (!bin) {
		return Promise.reject(
			new Error(
				`${program} is not installed: install PostgreSQL's client programs (Debian: apt-get install postgresql-client)`,
			),
		);
	}
	const { url: withoutPassword, password } = splitPassword(url);
	const child = spawn(join(bin, program), [...args, '--dbname', withoutPassword], {
		env: { ...process.env, ...(password !== undefined && { PGPASSWORD: password }) },
		stdio: ['ignore', 'ignore', 'pipe'],
	});
	let errors = '';
	child.stderr.on('data', (chunk) => (errors += chunk));
	return new Promise((resolve, reject) => {
		child.on('error', reject);
		child.on('exit', (code) => {
			if (code === 0) resolve();
			else
				reject(new Error(`${program} failed: ${errors.trim().split('\n')[0] ?? `exit ${code}`}`));
		});
	});
}

/**
 * Writes a consistent copy of a PostgreSQL database into `file` with pg_dump's custom format
 * (compressed, restored by pg_restore), in one snapshot while the site keeps writing. The file is
 * readable by its owner only: it holds password hashes and e-mail addresses.
 */
export async function dumpPostgres(url: string, file: string): Promise<void> {
	closeSync(openSync(file, 'a', 0o600));
	chmodSync(file, 0o600);
	await runAgainst('pg_dump', url, ['--format=custom', '--no-owner', '--file', file]);
}

/**
 * Restores a pg_dump custom-format file into an (empty) PostgreSQL database, in one
 * transaction: a failure leaves the database as it was.
 */
export async function restorePostgresDump(url: string, file: string): Promise<void> {
	await runAgainst('pg_restore', url, [
		'--no-owner',
		'--no-privileges',
		'--exit-on-error',
		'--single-transaction',
		file,
	]);
}
