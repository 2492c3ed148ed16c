/**
 * `npm run serve`: runs the production server of a build (`dist`, or DIST_DIR) with plain Node.
 * The build bundles the server into `<build folder>/serve.mjs` (src/hosting/serve-bundle.ts).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Settings from a local .env (see .env.example); variables already set in the environment win.
if (existsSync('.env')) process.loadEnvFile('.env');

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = resolve(root, process.env.DIST_DIR ?? 'dist');
const entry = resolve(distDir, 'serve.mjs');
if (!existsSync(entry)) {
	console.error(`No production build in ${distDir}: run \`npm run build\` first.`);
	process.exit(1);
}
await import(pathToFileURL(entry).href);
