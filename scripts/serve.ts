/**
 * Serves the existing production build (no rebuild): static files, pages rendered on demand
 * and the API, with the security headers on every response. PORT (4321), HOST (localhost) and
 * DATABASE_PATH (./data/site.db) come from the environment.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { contentSecurityPolicy, securityHeaders } from '../src/hosting/security-headers';
import { STATIC_POLICY_FILE } from '../src/hosting/static-policy';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

// Settings from a local .env (see .env.example); variables already set in the environment win.
if (existsSync('.env')) process.loadEnvFile('.env');

const serverDir = new URL('../dist/server/', import.meta.url);
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? 'localhost';
process.env.DATABASE_PATH ??= './data/site.db';
// The adapter would start its own server on import; this one adds the headers around it.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';

function readStaticPolicy(): string {
	try {
		const file = readFileSync(new URL(STATIC_POLICY_FILE, serverDir), 'utf8');
		return (JSON.parse(file) as { policy: string }).policy;
	} catch {
		console.warn(`No ${STATIC_POLICY_FILE} in the build: inline scripts will be blocked.`);
		return contentSecurityPolicy();
	}
}

let entry: { handler: Handler };
try {
	entry = (await import(new URL('entry.mjs', serverDir).href)) as { handler: Handler };
} catch (error) {
	console.error(`No production build in ${fileURLToPath(serverDir)}: run \`npm run build\` first.`);
	throw error;
}

const headers = Object.entries(securityHeaders(readStaticPolicy()));
const server = createServer((req, res) => {
	// Pages rendered on demand replace the policy with one for their own inline scripts.
	for (const [name, value] of headers) res.setHeader(name, value);
	entry.handler(req, res);
});

server.listen(port, host, () => {
	console.log(`Serving http://${host}:${port} (database: ${process.env.DATABASE_PATH})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
	process.on(signal, () => server.close(() => process.exit(0)));
}
