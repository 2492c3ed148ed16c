import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brotliSize } from '../../scripts/lib/budget-report';
import { formatKB } from '../../scripts/lib/budget-table';
import { AFTER_PAINT_LOADER, deferModuleScripts } from '../../src/page-speed/defer-scripts';
import { precompressDirectory } from '../../src/hosting/precompress';
import { runScript } from '../fixtures/run-script';

let build: string;

beforeEach(async () => {
	build = await mkdtemp(join(tmpdir(), 'budget-build-'));
});
afterEach(async () => {
	await rm(build, { recursive: true, force: true });
});

/** Writes the files of a client build (site path -> text) and precompresses it as the build does. */
async function writeBuild(files: Record<string, string>): Promise<void> {
	for (const [path, text] of Object.entries(files)) {
		const file = join(build, path);
		await mkdir(dirname(file), { recursive: true });
		await writeFile(file, text);
	}
	await precompressDirectory(build);
}

/** A built page: the chrome's module script deferred as the build does, then the body. */
const page = (body: string) =>
	deferModuleScripts(
		`<html><head><script type="module" src="/_astro/chrome.js"></script></head><body>${body}</body></html>`,
	);

/** A `client:painted` or `client:visible` island of the board component. */
const boardIsland = (directive: string) =>
	`<astro-island uid="1" component-url="/_astro/Board.js" renderer-url="/_astro/client.js" ` +
	`ssr client="${directive}"></astro-island>`;

/** A module of the build; the comment makes it long enough for the build to precompress it. */
const module = (code: string) => `${code}\n/*${' license text'.repeat(100)}*/`;

/** A build whose /game page holds the board island, which weighs over 90 KB once compressed. */
async function writeGameBuild(directive: string): Promise<void> {
	await writeBuild({
		'index.html': page('<h1>Home</h1>'),
		'game/index.html': page(boardIsland(directive)),
		'_astro/chrome.js': module('import"./store.js";document.body.dataset.ready="1"'),
		'_astro/store.js': module('export const store=new Map()'),
		// Random bytes barely compress: about 100 KB brotli.
		'_astro/Board.js': `export default ${JSON.stringify(randomBytes(100 * 1024).toString('base64'))}`,
		'_astro/client.js': module('export default()=>{}'),
	});
}

/** Bytes the server sends for files of the build: their precompressed brotli variants. */
async function sentBytes(...paths: string[]): Promise<number> {
	const sizes = await Promise.all(paths.map((path) => stat(join(build, `${path}.br`))));
	return sizes.reduce((total, { size }) => total + size, 0);
}

describe('npm run check:budgets', () => {
	it('fails when an island that hydrates after the first paint brings a page over 90 KB brotli', async () => {
		await writeGameBuild('painted');
		const run = await runScript('check-budgets', [build], {});
		expect(run.code).toBe(1);
		// The chrome, its store, the island and its renderer, and the after-paint loader inline.
		const files = await sentBytes(
			'_astro/chrome.js',
			'_astro/store.js',
			'_astro/Board.js',
			'_astro/client.js',
		);
		const moved = files + brotliSize(AFTER_PAINT_LOADER);
		expect(run.stderr.trim().split('\n')).toEqual([
			`✗ /game moves ${formatKB(moved)} of JS (brotli, as sent) before the first interaction (limit br <= 90.00 KB).`,
		]);
	});

	it('passes when the same island waits until it is scrolled into view, and reports it apart', async () => {
		await writeGameBuild('visible');
		const run = await runScript('check-budgets', [build], {});
		expect(run.stderr).toBe('');
		expect(run.code).toBe(0);
		const row = run.stdout.split('\n').find((text) => text.startsWith('/game '));
		// Columns: page, islands, JS br, JS gzip, scripts, on scroll br, lazy br, limit, verdict.
		expect(row?.split(/\s{2,}/)).toEqual([
			'/game',
			'yes',
			formatKB(
				(await sentBytes('_astro/chrome.js', '_astro/store.js')) + brotliSize(AFTER_PAINT_LOADER),
			),
			expect.stringMatching(/^\d+\.\d\d KB$/),
			'3',
			formatKB(await sentBytes('_astro/Board.js', '_astro/client.js')),
			'0.00 KB',
			'br <= 90.00 KB',
			'ok',
		]);
		expect(run.stdout).toContain(
			'pages checked (1 with islands); every page is within its budget.',
		);
	});
});
