import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractPageScripts } from '../../scripts/lib/budget';
import {
	collectPageGraph,
	gzipSize,
	ISLAND_BUDGET,
	ISLANDLESS_BUDGET,
	measurePage,
	type PageBudget,
	type ReadFile,
} from '../../scripts/lib/budget-report';
import {
	collectLazyChunks,
	formatBudgetTable,
	formatKB,
	formatLazyChunks,
	formatOverBudget,
	sortBySize,
} from '../../scripts/lib/budget-table';
import { deferModuleScripts } from '../../src/page-speed/defer-scripts';
import { precompressDirectory } from '../../src/hosting/precompress';

/** A build held in memory: site path -> file text. */
function buildOf(files: Record<string, string>): ReadFile {
	return (path) => files[path];
}

/**
 * Sizes are text lengths here, so budget boundaries are exact, and gzip counts four times
 * brotli, so a test shows which measure a budget reads.
 */
const sizes = (text: string) => ({ brotli: text.length, gzip: 4 * text.length });

/** An island as Astro writes it, hydrated by the given `client` directive. */
const island = (component: string, directive: string) =>
	`<astro-island uid="1" component-url="${component}" renderer-url="/_astro/client.js" ` +
	`ssr client="${directive}"></astro-island>`;

describe('collectPageGraph', () => {
	const files = {
		'/_astro/header.js': 'import{a}from"./shared.js";import("./gsap.js")',
		'/_astro/footer.js': 'import"./shared.js";export*from"./util.js"',
		'/_astro/shared.js': 'export const a=1',
		'/_astro/util.js': 'export const u=1;import("./shared.js")',
		'/_astro/gsap.js': 'import"./gsap-core.js";import("./plugin.js")',
		'/_astro/gsap-core.js': 'import"./shared.js"',
		'/_astro/plugin.js': '',
	};
	const scripts = (
		urls: string[],
		inline: { code: string; isModule: boolean }[] = [],
		onScrollUrls: string[] = [],
	) => ({ urls, inline, onScrollUrls, hasIslands: onScrollUrls.length > 0 });

	it('follows static imports once each and keeps import() targets lazy', () => {
		const graph = collectPageGraph(
			'/index.html',
			scripts(['/_astro/header.js', '/_astro/footer.js']),
			buildOf(files),
		);
		expect(graph.eager.sort()).toEqual([
			'/_astro/footer.js',
			'/_astro/header.js',
			'/_astro/shared.js',
			'/_astro/util.js',
		]);
		// shared.js is already loaded, so only the new files count as lazy.
		expect(graph.lazy.sort()).toEqual([
			'/_astro/gsap-core.js',
			'/_astro/gsap.js',
			'/_astro/plugin.js',
		]);
		expect(graph).toMatchObject({ onScroll: [], external: [], missing: [] });
	});

	it('follows inline modules but not the static-looking text of classic scripts', () => {
		const graph = collectPageGraph(
			'/rules/index.html',
			scripts(
				[],
				[
					{ code: 'import "/_astro/util.js"', isModule: true },
					{ code: 'import("/_astro/gsap.js")', isModule: false },
				],
			),
			buildOf(files),
		);
		expect(graph.eager).toEqual(['/_astro/util.js']);
		// util.js imports shared.js through import() only.
		expect(graph.lazy.sort()).toEqual([
			'/_astro/gsap-core.js',
			'/_astro/gsap.js',
			'/_astro/plugin.js',
			'/_astro/shared.js',
		]);
	});

	it('keeps files of islands hydrated on scroll apart, each once, eager first', () => {
		const graph = collectPageGraph(
			'/index.html',
			scripts(['/_astro/footer.js'], [], ['/_astro/gsap.js', '/_astro/header.js']),
			buildOf(files),
		);
		expect(graph.eager.sort()).toEqual([
			'/_astro/footer.js',
			'/_astro/shared.js',
			'/_astro/util.js',
		]);
		// shared.js is reached on scroll too, through gsap-core.js and header.js: counted as eager.
		expect(graph.onScroll.sort()).toEqual([
			'/_astro/gsap-core.js',
			'/_astro/gsap.js',
			'/_astro/header.js',
		]);
		// header.js's import() of gsap.js is already loaded on scroll; plugin.js only on demand.
		expect(graph.lazy).toEqual(['/_astro/plugin.js']);
	});

	it('lists external URLs, bare specifiers and missing files without measuring them', () => {
		const graph = collectPageGraph(
			'/index.html',
			scripts(['https://challenges.example/api.js', '/_astro/gone.js', '/_astro/bare.js']),
			buildOf({ '/_astro/bare.js': 'import"react"' }),
		);
		expect(graph).toEqual({
			eager: ['/_astro/bare.js'],
			onScroll: [],
			lazy: [],
			external: ['https://challenges.example/api.js', 'react'],
			missing: ['/_astro/gone.js'],
		});
	});
});

describe('measurePage', () => {
	/** A page of 10 bytes of inline script plus one module of `bytes - 10`, optionally an island. */
	const pageWith = (bytes: number, directive?: string) => ({
		html:
			'<script>' +
			'x'.repeat(10) +
			'</script><script type="module" src="/_astro/a.js"></script>' +
			(directive ? island('/_astro/a.js', directive) : ''),
		readFile: buildOf({ '/_astro/a.js': 'y'.repeat(bytes - 10), '/_astro/client.js': '' }),
	});
	const { limit: islandlessLimit } = ISLANDLESS_BUDGET;
	const { limit: islandLimit } = ISLAND_BUDGET;

	it.each([
		// Brotli counts a quarter of gzip here: only the gzip measure reaches the limit.
		['just under the gzip budget without islands', islandlessLimit / 4 - 1, undefined, false],
		['at the gzip budget without islands', islandlessLimit / 4, undefined, true],
		// Gzip counts four times brotli here: only the brotli measure stays within the limit.
		['at the brotli budget with islands', islandLimit, 'load', false],
		['one byte over the brotli budget with islands', islandLimit + 1, 'painted', true],
	])('counts a page %s', (_case, bytes, directive, over) => {
		const { html, readFile } = pageWith(bytes, directive);
		const budget = measurePage('docs/index.html', html, { readFile, sizes });
		expect(budget).toMatchObject({
			page: '/docs',
			hasIslands: directive !== undefined,
			eager: { brotli: bytes, gzip: 4 * bytes },
			scripts: directive ? 3 : 2,
			onScroll: { brotli: 0, gzip: 0 },
			lazy: { brotli: 0, gzip: 0 },
			overBudget: over,
		});
	});

	it('counts a module script deferred until after the first paint, its imports and its loader', () => {
		const html = deferModuleScripts(
			'<html><body><script type="module" src="/_astro/chrome.js"></script></body></html>',
		);
		const readFile = buildOf({
			'/_astro/chrome.js': 'import"./store.js";import("./menu.js")',
			'/_astro/store.js': 'export const s=1',
			'/_astro/menu.js': 'export const m=1',
		});
		const budget = measurePage('index.html', html, { readFile, sizes });
		const [loader] = extractPageScripts(html).inline;
		const eagerText =
			(loader?.code ?? '') + readFile('/_astro/chrome.js') + readFile('/_astro/store.js');
		expect(budget.graph.eager).toEqual(['/_astro/chrome.js', '/_astro/store.js']);
		expect(budget).toMatchObject({
			scripts: 3,
			eager: sizes(eagerText),
			lazy: sizes('export const m=1'),
		});
	});

	it('counts a painted island in the budget and a visible one apart', () => {
		const readFile = buildOf({
			'/_astro/Board.js': 'b'.repeat(60 * 1024),
			'/_astro/Chart.js': 'c'.repeat(70 * 1024),
			'/_astro/client.js': 'r'.repeat(20 * 1024),
		});
		const html = island('/_astro/Board.js', 'painted') + island('/_astro/Chart.js', 'visible');
		const budget = measurePage('index.html', html, { readFile, sizes });
		// The renderer both islands share is loaded with the painted one, so it counts there.
		expect(budget).toMatchObject({
			eager: sizes('b'.repeat(60 * 1024) + 'r'.repeat(20 * 1024)),
			onScroll: sizes('c'.repeat(70 * 1024)),
			scripts: 2,
			overBudget: false,
		});
	});

	it('gzips and brotli-compresses by default', () => {
		const readFile = buildOf({ '/_astro/a.js': 'a'.repeat(5000) });
		const budget = measurePage('index.html', '<script src="/_astro/a.js"></script>', { readFile });
		expect(budget.eager.gzip).toBe(gzipSize('a'.repeat(5000)));
		expect(budget.eager.brotli).toBeLessThan(budget.eager.gzip);
	});

	it('measures brotli as the bytes of the file the build precompresses for the server', async () => {
		const dir = await mkdtemp(join(tmpdir(), 'budget-'));
		try {
			const source = await readFile(
				new URL('../../scripts/lib/budget.ts', import.meta.url),
				'utf8',
			);
			await writeFile(join(dir, 'a.js'), source);
			await precompressDirectory(dir);
			const budget = measurePage('index.html', '<script src="/a.js"></script>', {
				readFile: buildOf({ '/a.js': source }),
			});
			expect(budget.eager.brotli).toBe((await stat(join(dir, 'a.js.br'))).size);
		} finally {
			await rm(dir, { recursive: true, force: true });
		}
	});

	it('counts a file too small to be precompressed at its own size, as the server sends it', async () => {
		const dir = await mkdtemp(join(tmpdir(), 'budget-'));
		try {
			const source = "export const name = 'name';\n";
			await writeFile(join(dir, 'a.js'), source);
			await precompressDirectory(dir);
			await expect(stat(join(dir, 'a.js.br'))).rejects.toThrow();
			const budget = measurePage('index.html', '<script src="/a.js"></script>', {
				readFile: buildOf({ '/a.js': source }),
			});
			expect(budget.eager.brotli).toBe(Buffer.byteLength(source));
		} finally {
			await rm(dir, { recursive: true, force: true });
		}
	});
});

describe('report', () => {
	const budget = (
		page: string,
		brotli: number,
		hasIslands = false,
		lazy: string[] = [],
	): PageBudget => {
		const eager = { brotli, gzip: brotli + 1024 };
		const rule = hasIslands ? ISLAND_BUDGET : ISLANDLESS_BUDGET;
		return {
			page,
			hasIslands,
			eager,
			scripts: 1,
			onScroll: { brotli: hasIslands ? 2048 : 0, gzip: 0 },
			lazy: { brotli: 512, gzip: 0 },
			graph: { eager: [], onScroll: [], lazy, external: [], missing: [] },
			budget: rule,
			overBudget: eager[rule.measure] > rule.limit,
		};
	};

	it.each([
		[0, '0.00 KB'],
		[1536, '1.50 KB'],
		[15 * 1024, '15.00 KB'],
	])('formats %i bytes as %s', (bytes, text) => {
		expect(formatKB(bytes)).toBe(text);
	});

	it('sorts pages by size, then by path', () => {
		const pages = sortBySize([budget('/b', 10), budget('/a', 10), budget('/c', 20)]);
		expect(pages.map(({ page }) => page)).toEqual(['/c', '/a', '/b']);
	});

	it('renders one aligned row per page with both measures, its limit and its verdict', () => {
		const lines = formatBudgetTable([
			budget('/', 2048),
			budget('/admin', 95 * 1024, true),
			budget('/big', 15 * 1024),
			budget('/players', 80 * 1024, true),
		]);
		expect(lines.slice(4)).toEqual([
			'Page      Islands     JS br   JS gzip  Scripts  On scroll br  Lazy br  Limit            Budget',
			'/admin    yes      95.00 KB  96.00 KB        1       2.00 KB  0.50 KB  br <= 90.00 KB   OVER',
			'/players  yes      80.00 KB  81.00 KB        1       2.00 KB  0.50 KB  br <= 90.00 KB   ok',
			'/big      no       15.00 KB  16.00 KB        1       0.00 KB  0.50 KB  gzip < 15.00 KB  OVER',
			'/         no        2.00 KB   3.00 KB        1       0.00 KB  0.50 KB  gzip < 15.00 KB  ok',
		]);
	});

	it.each([
		[
			'a page with islands over the brotli budget',
			budget('/admin', 95 * 1024, true),
			'✗ /admin moves 95.00 KB of JS (brotli, as sent) before the first interaction (limit br <= 90.00 KB).',
		],
		[
			'a page without islands over the gzip budget',
			budget('/big', 15 * 1024),
			'✗ /big has no islands but ships 16.00 KB of gzipped JS (limit gzip < 15.00 KB).',
		],
	])('names the page, its size and the limit for %s', (_case, page, line) => {
		expect(formatOverBudget(page)).toBe(line);
	});

	it('lists each lazy chunk once, in both measures, with the number of pages that can load it', () => {
		const chunks = collectLazyChunks(
			[budget('/', 1, false, ['/g.js', '/s.js']), budget('/a', 1, false, ['/g.js'])],
			(path) => (path === '/g.js' ? { brotli: 900, gzip: 1000 } : { brotli: 100, gzip: 120 }),
		);
		expect(chunks).toEqual([
			{ path: '/g.js', sizes: { brotli: 900, gzip: 1000 }, pages: 2 },
			{ path: '/s.js', sizes: { brotli: 100, gzip: 120 }, pages: 1 },
		]);
		expect(formatLazyChunks(chunks).slice(2)).toEqual([
			'Lazy chunk       br     gzip  Pages',
			'/g.js       0.88 KB  0.98 KB      2',
			'/s.js       0.10 KB  0.12 KB      1',
		]);
	});
});
