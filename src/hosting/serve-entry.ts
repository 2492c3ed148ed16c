/**
 * The production server's entry, bundled by the build into `<build folder>/serve.mjs` (see
 * `serve-bundle.ts`) and run by plain Node: it serves the build folder it sits in.
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveSite } from './serve-site';

await serveSite({ distDir: dirname(fileURLToPath(import.meta.url)) });
