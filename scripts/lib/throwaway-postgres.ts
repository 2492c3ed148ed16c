/**
 * A throwaway PostgreSQL cluster in a temporary folder, for the tests and the benches: `initdb`
 * and `pg_ctl` from the machine's PostgreSQL (Debian's `postgresql` package puts them in
 * /usr/lib/postgresql/<version>/bin), listening on loopback and a Unix socket in the folder,
 * durability switched off (nothing in it outlives the run). PostgreSQL refuses to run as root, so
 * when this process is root the cluster runs as the `postgres` user that the package creates.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { findPostgresBin } from '../../src/server/db/postgres-tools';
import { accessSync, chmodSync, chownSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running cluster: its superuser URL and how to stop it. */
export interface ThrowawayPostgres {
	/** `postgres://postgres@127.0.0.1:<port>/postgres`, trusted on loopback (no password). */
	url: string;
	port: number;
	/** The server's major version, e.g. 15. */
	majorVersion: number;
	/** Stops the server at once and deletes its folder. */
	stop(): void;
	/** Shuts the server down, keeping its data (a database that went away). */
	pause(): void;
	/** Starts a paused server again on the same port and data. */
	resume(): void;
}

/** Why no cluster can be started here, or undefined when one can. */
export function postgresUnavailableReason(): string | undefined {
	if (!findPostgresBin()) {
		return 'PostgreSQL is not installed (no initdb/pg_ctl on PATH or in /usr/lib/postgresql)';
	}
	if (isRoot() && !hasUser('postgres')) {
		return 'running as root, and there is no postgres user to run PostgreSQL as';
	}
	return undefined;
}

function isRoot(): boolean {
	return process.getuid?.() === 0;
}

function hasUser(name: string): boolean {
	return spawnSync('id', ['-u', name]).status === 0;
}

/** Runs a PostgreSQL program, as the postgres user when this process is root. */
function runAsOwner(program: string, args: string[]): string {
	const [command, commandArgs] = isRoot()
		? ['runuser', ['-u', 'postgres', '--', program, ...args]]
		: [program, args];
	return execFileSync(command, commandArgs, {
		encoding: 'utf8',
		stdio: ['ignore', 'pipe', 'pipe'],
	});
}

async function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = createServer();
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const address = server.address();
			server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
		});
	});
}

/** Where a cluster's folder goes: the RAM-backed /dev/shm when asked for and writable here. */
function parentFolder(inMemory: boolean): string {
	if (inMemory) {
		try {
			accessSync('/dev/shm', constants.W_OK);
			return '/dev/shm';
		} catch {
			// No /dev/shm (not Linux, or a container without it): the temporary folder.
		}
	}
	return tmpdir();
}

/** How a cluster is made, beyond its server settings. */
interface ThrowawayOptions {
	/**
	 * Keep the cluster's files in RAM (/dev/shm) where the machine has it. For the tests: every
	 * PostgreSQL test copies a database, and on a disk the kernel's side of one copy cost about
	 * 0.5 s of CPU, in RAM a fifteenth of that. The benches leave it off, to measure a disk.
	 */
	inMemory?: boolean;
}

/**
 * Creates and starts a cluster; throws with the reason when PostgreSQL is missing or fails to
 * start. `settings` are extra server settings (`-c name=value`).
 */
export async function startThrowawayPostgres(
	settings: Record<string, string> = {},
	{ inMemory = false }: ThrowawayOptions = {},
): Promise<ThrowawayPostgres> {
	const unavailable = postgresUnavailableReason();
	if (unavailable) throw new Error(`Cannot start PostgreSQL: ${unavailable}`);
	const bin = findPostgresBin() as string;
	const folder = mkdtempSync(join(parentFolder(inMemory), 'site-postgres-'));
	const data = join(folder, 'data');
	if (isRoot()) {
		const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
		const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
		chownSync(folder, uid, gid);
	}
	chmodSync(folder, 0o700);
	runAsOwner(join(bin, 'initdb'), [
		'-D',
		data,
		'-U',
		'postgres',
		'--auth=trust',
		'--encoding=UTF8',
		'--locale=C',
		'--no-sync',
	]);
	const port = await freePort();
	const options = {
		listen_addresses: '127.0.0.1',
		unix_socket_directories: folder,
		fsync: 'off',
		synchronous_commit: 'off',
		full_page_writes: 'off',
		max_connections: '200',
		...settings,
	};
	const serverOptions = [
		`-p ${port}`,
		...Object.entries(options).map(([name, value]) => `-c ${name}=${value}`),
	].join(' ');
	const start = () =>
		runAsOwner(join(bin, 'pg_ctl'), [
			'-D',
			data,
			'-l',
			join(folder, 'server.log'),
			'-o',
			serverOptions,
			'-w',
			'-t',
			'60',
			'start',
		]);
	start();
	const majorVersion = Number(
		runAsOwner(join(bin, 'postgres'), ['--version']).match(/(\d+)(?:\.\d+)?/)?.[1] ?? 0,
	);
	let stopped = false;
	return {
		url: `postgres://postgres@127.0.0.1:${port}/postgres`,
		port,
		majorVersion,
		pause() {
			runAsOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
		},
		resume() {
			start();
		},
		stop() {
			if (stopped) return;
			stopped = true;
			try {
				runAsOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
			} catch {
				// Paused already: nothing runs to stop.
			} finally {
				rmSync(folder, { recursive: true, force: true });
			}
		},
	};
}
