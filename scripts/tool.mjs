/**
 * `npm run <operator command>`: runs `node scripts/tool.mjs <name> [args]`, the operator command
 * `<name>` of the build (`dist/tools/<name>.mjs`, or DIST_DIR), bundled by `npm run build` so that
 * plain Node runs it in a production install without dev dependencies, with the very code of the
 * server beside it. Without a build it runs `scripts/<name>.ts` through tsx, a dev dependency.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const TOOL_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

const [name, ...args] = process.argv.slice(2);
if (!name || !TOOL_NAME.test(name)) {
	console.error('Usage: node scripts/tool.mjs <tool> [arguments]');
	process.exit(2);
}

const root = fileURLToPath(new URL('..', import.meta.url));
// The .env is read here as the server reads it, so DIST_DIR may come from it too.
if (existsSync('.env')) process.loadEnvFile('.env');
const built = resolve(root, process.env.DIST_DIR ?? 'dist', 'tools', `${name}.mjs`);
const source = resolve(root, 'scripts', `${name}.ts`);

/** Runs a module as if Node had started it with the remaining arguments. */
async function run(file) {
	process.argv = [process.argv[0], file, ...args];
	await import(pathToFileURL(file).href);
}

if (existsSync(built)) {
	await run(built);
} else if (existsSync(source) && (await canLoadTypeScript())) {
	await run(source);
} else {
	console.error(
		`No operator command '${name}' in the build: run \`npm run build\` first (it bundles the commands into dist/tools).`,
	);
	process.exit(2);
}

/** Registers tsx's loader when the dev dependencies are installed; false without them. */
async function canLoadTypeScript() {
	try {
		const { register } = await import('tsx/esm/api');
		register();
		return true;
	} catch {
		return false;
	}
}
