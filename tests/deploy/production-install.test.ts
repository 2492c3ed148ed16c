/**
 * The Dockerfile's steps, outside a container (no image registry here): the build stage's
 * production install without dev dependencies and build in a fresh folder holding only the build
 * context, the run stage's copies into another fresh folder, its start command and its health
 * check, and the operator commands from that folder, where no TypeScript source exists.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
	cpSync,
	existsSync,
	mkdirSync,
	mkdtempSync,
	readFileSync,
	rmSync,
	symlinkSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperatorTools } from '../../src/hosting/operator-tools';
import { argsOf, commandOf, envOf, healthCheckOf, readDockerfile, type Stage } from './dockerfile';

const repo = new URL('../..', import.meta.url).pathname;
const [buildStage, runStage] = readDockerfile(join(repo, 'Dockerfile')) as [Stage, Stage];
const APP = '/app';

/** The build context: the repository's files (tracked or new, not ignored) minus .dockerignore. */
function contextFiles(): string[] {
	const ignored = readFileSync(join(repo, '.dockerignore'), 'utf8')
		.split('\n')
		.map((line) => line.trim())
		.filter((line) => line && !line.startsWith('#'));
	for (const entry of ignored) {
		if (/[*?[!]/.test(entry))
			throw new Error(`Patterns in .dockerignore are not understood: ${entry}`);
	}
	const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: repo })
		.toString()
		.split('\0')
		.filter((file) => file && existsSync(join(repo, file)));
	return files.filter(
		(file) => !ignored.some((entry) => file === entry || file.startsWith(`${entry}/`)),
	);
}

function copyFile(from: string, to: string) {
	mkdirSync(dirname(to), { recursive: true });
	cpSync(from, to, { recursive: true });
}

/** A TCP port nobody listens on. */
function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = createServer().listen(0, '127.0.0.1', () => {
			const { port } = server.address() as { port: number };
			server.close(() => resolve(port));
		});
		server.on('error', reject);
	});
}

const top = mkdtempSync(join(tmpdir(), 'site-install-'));

/**
 * An npm cache for the install: the machine's packages (its `_cacache`, linked), used before the
 * registry as a warm Docker layer would be, and better-sqlite3's binary, which its install script
 * looks for there before downloading it. Docker's build downloads that binary from the package's
 * releases; this machine reaches only the npm registry, and compiling SQLite instead took about
 * two minutes of CPU. The binary is the one of the repository's own install, for the same Node.
 */
function npmCacheWithSqliteBinary(): string {
	const cache = join(top, 'npm-cache');
	mkdirSync(cache);
	const machineCache = execFileSync('npm', ['config', 'get', 'cache'], { encoding: 'utf8' }).trim();
	symlinkSync(join(machineCache, '_cacache'), join(cache, '_cacache'));
	const packageDir = join(repo, 'node_modules/better-sqlite3');
	// Where better-sqlite3's installer (prebuild-install) looks, computed by its own code.
	const cachedBinary = execFileSync(
		process.execPath,
		[
			'-e',
			`const pkg = require('./package.json');
			const util = require('prebuild-install/util');
			const opts = { ...require('prebuild-install/rc')(pkg), pkg };
			console.log(util.cachedPrebuild(util.getDownloadUrl(opts)));`,
		],
		{ cwd: packageDir, env: { ...process.env, npm_config_cache: cache }, encoding: 'utf8' },
	).trim();
	mkdirSync(dirname(cachedBinary), { recursive: true });
	execFileSync('tar', ['-czf', cachedBinary, 'build/Release/better_sqlite3.node'], {
		cwd: packageDir,
	});
	return cache;
}

// The test's own environment, not the runner's: its DATABASE_PATH or SITE_URL stay out.
const baseEnv = {
	PATH: process.env.PATH ?? '',
	HOME: process.env.HOME ?? tmpdir(),
	npm_config_cache: npmCacheWithSqliteBinary(),
	npm_config_prefer_offline: 'true',
	npm_config_update_notifier: 'false',
};

function run(command: string, cwd: string, env: Record<string, string> = {}) {
	return execFileSync('sh', ['-c', command], {
		cwd,
		env: { ...baseEnv, ...env },
		encoding: 'utf8',
		stdio: ['ignore', 'pipe', 'pipe'],
	});
}

const buildDir = join(top, 'build');
const appDir = join(top, 'app');
const volume = join(top, 'data');
let server: ChildProcess | undefined;
let serverOutput = '';
let runEnv: Record<string, string> = {};

beforeAll(async () => {
	// Build stage, instruction by instruction.
	mkdirSync(buildDir);
	for (const { keyword, args } of buildStage.instructions) {
		if (keyword === 'COPY') {
			const parts = args.split(' ');
			const sources = parts.slice(0, -1);
			const chosen = sources.includes('.') ? contextFiles() : sources;
			for (const file of chosen) copyFile(join(repo, file), join(buildDir, file));
		} else if (keyword === 'RUN' && args.startsWith('npm ')) {
			run(args, buildDir);
		}
	}
	// Run stage: its copies from the build stage, its environment, then its start command.
	mkdirSync(appDir);
	for (const args of argsOf(runStage, 'COPY')) {
		const parts = args.replace(/^--from=\S+ /, '').split(' ');
		const target = parts.at(-1)!;
		for (const source of parts.slice(0, -1)) {
			const inBuild = join(buildDir, source.replace(`${APP}/`, ''));
			const name = source.split('/').at(-1)!;
			// As Docker: a target ending in '/' is a folder the sources go into.
			copyFile(inBuild, target.endsWith('/') ? join(appDir, target, name) : join(appDir, target));
		}
	}
	const port = await freePort();
	mkdirSync(volume);
	runEnv = {
		...envOf(runStage),
		// A test host and port, and the volume in a folder of the test.
		HOST: '127.0.0.1',
		PORT: String(port),
		DATABASE_PATH: join(volume, 'site.db'),
		BACKUP_DIR: join(volume, 'backups'),
	};
	const [command, ...args] = commandOf(runStage);
	server = spawn(command!, args, { cwd: appDir, env: { ...baseEnv, ...runEnv } });
	server.stdout?.on('data', (chunk) => (serverOutput += chunk));
	server.stderr?.on('data', (chunk) => (serverOutput += chunk));
	await new Promise<void>((resolve, reject) => {
		const started = () => serverOutput.includes(`http://127.0.0.1:${port}`);
		server!.stdout?.on('data', () => {
			if (started()) resolve();
		});
		server!.on('exit', (code) => reject(new Error(`The server ended (${code}):\n${serverOutput}`)));
	});
}, 1_800_000);

afterAll(async () => {
	if (server && server.exitCode === null) {
		const ended = new Promise((resolve) => server!.on('exit', resolve));
		server.kill('SIGTERM');
		await ended;
	}
	rmSync(top, { recursive: true, force: true });
}, 300_000);

describe('the Dockerfile run outside a container', () => {
	it('installs without the dev dependencies', () => {
		const { devDependencies } = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as {
			devDependencies: Record<string, string>;
		};
		for (const name of ['vitest', 'typescript-eslint', '@playwright/test', 'eslint']) {
			expect(devDependencies).toHaveProperty(name);
			expect(existsSync(join(appDir, 'node_modules', name))).toBe(false);
		}
		expect(existsSync(join(appDir, 'src'))).toBe(false);
	});

	it("starts with npm run serve's command, so a stop signal reaches the server", () => {
		const { scripts } = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as {
			scripts: Record<string, string>;
		};
		expect(commandOf(runStage).join(' ')).toBe(scripts.serve);
	});

	it('serves, and its health check passes, failing when nothing answers', async () => {
		expect(server?.exitCode).toBeNull();
		expect(() => run(healthCheckOf(runStage), appDir, runEnv)).not.toThrow();
		const closed = String(await freePort());
		expect(() => run(healthCheckOf(runStage), appDir, { ...runEnv, PORT: closed })).toThrow();
	});

	it('has every operator command of package.json, run by plain Node', async () => {
		const { scripts } = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as {
			scripts: Record<string, string>;
		};
		const tools = listOperatorTools(scripts);
		expect(tools).toEqual(
			expect.arrayContaining([
				'account-root',
				'db-backup',
				'db-reset',
				'game-server',
				'ingest-key',
			]),
		);
		for (const tool of tools)
			expect(existsSync(join(appDir, 'dist/tools', `${tool}.mjs`))).toBe(true);

		const list = run('npm run --silent game-server -- list', appDir, runEnv);
		expect(list).toMatch(/ttt\s+\S+:\d+/);
		const address = /(\d+\.\d+\.\d+\.\d+:\d+)/.exec(list)![1]!;
		run(`npm run --silent ingest:key -- revoke ${address} || true`, appDir, runEnv);
		const key = run(`npm run --silent ingest:key -- create ${address}`, appDir, runEnv)
			.trim()
			.split('\n')
			.at(-1)!;
		const answer = await fetch(`http://127.0.0.1:${runEnv.PORT}/api/ingest/server`, {
			headers: { Authorization: `Bearer ${key}` },
		});
		expect(answer.status).toBe(200);
		expect(await answer.json()).toMatchObject({ address });
		const backup = join(volume, 'by-hand.db');
		expect(run(`npm run --silent db:backup -- ${backup}`, appDir, runEnv)).toContain(backup);
		expect(existsSync(backup)).toBe(true);
		expect(() => run('npm run --silent game-server', appDir, runEnv)).toThrow(/Usage/);
	});
});
