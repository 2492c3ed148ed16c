import { describe, expect, it } from 'vitest';
import { extractPageScripts } from '../../scripts/lib/budget';
import {
	collectPageGraph,
	gzipSize,
	ISLANDLESS_BUDGET_BYTES,
	measurePage,
	type ReadFile,
} from '../../scripts/lib/budget-report';
import {
	collectLazyChunks,
	formatBudgetTable,
	formatKB,
	sortBySize,
} from '../../scripts/lib/budget-table';
import { deferModuleScripts } from '../../src/hosting/defer-scripts';

/** A build held in memory: site path -> file text. */
function buildOf(files: Record<string, string>): ReadFile {
	return (path) => files[path];
}

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
	const scripts = (urls: string[], inline: { code: string; isModule: boolean }[] = []) => ({
		urls,
		inline,
		hasIslands: false,
	});

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
		expect(graph).toMatchObject({ external: [], missing: [] });
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

	it('lists external URLs, bare specifiers and missing files without measuring them', () => {
		const graph = collectPageGraph(
			'/index.html',
			scripts(['https://challenges.example/api.js', '/_astro/gone.js', '/_astro/bare.js']),
			buildOf({ '/_astro/bare.js': 'import"react"' }),
		);
		expect(graph).toEqual({
			eager: ['/_astro/bare.js'],
			lazy: [],
			external: ['https://challenges.example/api.js', 'react'],
			missing: ['/_astro/gone.js'],
		});
	});
});

describe('measurePage', () => {
	// Sizes are text lengths here, so the budget boundary is exact.
	const size = (text: string) => text.length;
	const pageWith = (bytes: number, islands: boolean) => ({
		html:
			'<script>' +
			'x'.repeat(10) +
			'</script><script type="module" src="/_astro/a.js"></script>' +
			(islands ? '<astro-island component-url="/_astro/a.js"></astro-island>' : ''),
		readFile: buildOf({ '/_astro/a.js': 'y'.repeat(bytes - 10) }),
	});

	it.each([
		['just under the budget without islands', ISLANDLESS_BUDGET_BYTES - 1, false, false],
		['at the budget without islands', ISLANDLESS_BUDGET_BYTES, false, true],
		['over the budget with islands', ISLANDLESS_BUDGET_BYTES * 4, true, false],
	])('counts a page %s', (_case, bytes, islands, over) => {
		const { html, readFile } = pageWith(bytes, islands);
		const budget = measurePage('docs/index.html', html, { readFile, size });
		expect(budget).toMatchObject({
			page: '/docs',
			hasIslands: islands,
			bytes,
			scripts: 2,
			lazyBytes: 0,
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
		const budget = measurePage('index.html', html, { readFile, size });
		const [loader] = extractPageScripts(html).inline;
		const eagerText =
			(loader?.code ?? '') + readFile('/_astro/chrome.js') + readFile('/_astro/store.js');
		expect(budget.graph.eager).toEqual(['/_astro/chrome.js', '/_astro/store.js']);
		expect(budget).toMatchObject({
			scripts: 3,
			bytes: eagerText.length,
			lazyBytes: 'export const m=1'.length,
		});
	});

	it('gzips by default', () => {
		const readFile = buildOf({ '/_astro/a.js': 'a'.repeat(5000) });
		const budget = measurePage('index.html', '<script src="/_astro/a.js"></script>', { readFile });
		expect(budget.bytes).toBe(gzipSize('a'.repeat(5000)));
		expect(budget.bytes).toBeLessThan(100);
	});
});

describe('report', () => {
	const budget = (page: string, bytes: number, hasIslands = false, lazy: string[] = []) => ({
		page,
		hasIslands,
		bytes,
		scripts: 1,
		lazyBytes: 0,
		graph: { eager: [], lazy, external: [], missing: [] },
		overBudget: !hasIslands && bytes >= ISLANDLESS_BUDGET_BYTES,
	});

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

	it('renders one aligned row per page with its verdict', () => {
		const lines = formatBudgetTable([
			budget('/', 2048),
			budget('/admin', 40 * 1024, true),
			budget('/big', 16 * 1024),
		]);
		expect(lines.slice(2)).toEqual([
			'Page    Islands   JS gzip  Scripts  Lazy gzip  Budget',
			'/admin  yes      40.00 KB        1    0.00 KB  not checked',
			'/big    no       16.00 KB        1    0.00 KB  OVER',
			'/       no        2.00 KB        1    0.00 KB  ok',
		]);
	});

	it('lists each lazy chunk once with the number of pages that can load it', () => {
		const chunks = collectLazyChunks(
			[budget('/', 1, false, ['/g.js', '/s.js']), budget('/a', 1, false, ['/g.js'])],
			(path) => (path === '/g.js' ? 900 : 100),
		);
		expect(chunks).toEqual([
			{ path: '/g.js', bytes: 900, pages: 2 },
			{ path: '/s.js', bytes: 100, pages: 1 },
		]);
	});
});
