/**
 * Serves the existing production build (no rebuild): static files, pages rendered on demand
 * and the API, with the security headers on every response. PORT, HOST and DATABASE_PATH come
 * from the environment (defaults in src/defaults.ts).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_DATABASE_PATH, DEFAULT_HOST, DEFAULT_PORT } from '../src/defaults';
import { defaultConnectionLimits } from '../src/hosting/connection-limits';
import { startSiteServer, type AstroHandler } from '../src/hosting/site-server';
import { readStaticPolicy } from '../src/hosting/static-policy';

// Settings from a local .env (see .env.example); variables already set in the environment win.
if (existsSync('.env')) process.loadEnvFile('.env');

const serverDir = fileURLToPath(new URL('../dist/server/', import.meta.url));
const clientDir = fileURLToPath(new URL('../dist/client/', import.meta.url));
const port = Number(process.env.PORT ?? DEFAULT_PORT);
const host = process.env.HOST ?? DEFAULT_HOST;
process.env.DATABASE_PATH ??= DEFAULT_DATABASE_PATH;

let astro: AstroHandler;
try {
	({ handler: astro } = (await import(`${serverDir}entry.mjs`)) as { handler: AstroHandler });
} catch (error) {
	console.error(`No production build in ${serverDir}: run \`npm run build\` first.`);
	throw error;
}

const server = await startSiteServer({
	port,
	host,
	clientDir,
	staticPolicy: readStaticPolicy(serverDir),
	astro,
	limits: defaultConnectionLimits(process.env.TRUST_PROXY === 'true'),
});
console.log(`Serving http://${host}:${port} (database: ${process.env.DATABASE_PATH})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
	process.on(signal, () => server.close(() => process.exit(0)));
}
