import { describe, expect, it } from 'vitest';
import {
	decodeEntities,
	extractImports,
	extractPageScripts,
	isBareSpecifier,
	isJavaScriptType,
	pagePathOf,
	resolveUrl,
} from '../../scripts/lib/budget';
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

/** A build held in memory: site path -> file text. */
function buildOf(files: Record<string, string>): ReadFile {
	return (path) => files[path];
}

describe('extractPageScripts', () => {
	it.each([
		['a classic inline script', '<script>let a=1</script>', [{ code: 'let a=1', isModule: false }]],
		[
			'an inline module',
			'<script type="module">import"./a.js"</script>',
			[{ code: 'import"./a.js"', isModule: true }],
		],
		['JSON-LD (not run)', '<script type="application/ld+json">{"a":1}</script>', []],
		['an empty script', '<script> </script>', []],
		['a commented-out script', '<!-- <script>let a=1</script> -->', []],
	])('reads %s', (_case, html, inline) => {
		expect(extractPageScripts(html).inline).toEqual(inline);
	});

	it.each([
		['script src', '<script type="module" src="/_astro/a.js"></script>', ['/_astro/a.js']],
		[
			'single-quoted and unquoted src',
			"<script src='a.js'></script><script src=b.js></script>",
			['a.js', 'b.js'],
		],
		['modulepreload', '<link rel="modulepreload" href="/_astro/b.js">', ['/_astro/b.js']],
		[
			'modulepreload among other rels',
			'<link href="/x.js" rel="preload modulepreload">',
			['/x.js'],
		],
		[
			'no stylesheet or preload',
			'<link rel="stylesheet" href="/a.css"><link rel="preload" href="/f.woff2">',
			[],
		],
		['no empty src', '<script src=""></script>', []],
		['no src of a non-JS type', '<script type="text/plain" src="/a.js"></script>', []],
		['encoded attribute values', '<script src="/a.js?x=1&amp;y=2"></script>', ['/a.js?x=1&y=2']],
	])('lists the URL of %s', (_case, html, urls) => {
		expect(extractPageScripts(html).urls).toEqual(urls);
	});

	it('lists island component, renderer and before-hydration URLs', () => {
		const html =
			'<astro-island uid="1" component-url="/_astro/Counter.js" renderer-url="/_astro/client.js" ' +
			'before-hydration-url="" props="{&quot;a&quot;:[0,1]}" client="visible"></astro-island>';
		expect(extractPageScripts(html)).toEqual({
			inline: [],
			urls: ['/_astro/Counter.js', '/_astro/client.js'],
			hasIslands: true,
		});
	});

	it('reports no islands on a page without any', () => {
		expect(extractPageScripts('<main><p>astro-island</p></main>').hasIslands).toBe(false);
	});
});

describe('HTML helpers', () => {
	it.each([
		['&amp;&quot;&#39;&lt;&gt;', '&"\'<>'],
		['&#x2F;', '/'],
		['&unknown; stays', '&unknown; stays'],
	])('decodes %s', (value, expected) => {
		expect(decodeEntities(value)).toBe(expected);
	});

	it.each([
		[undefined, true],
		['', true],
		['module', true],
		['text/javascript; charset=utf-8', true],
		['Application/JavaScript', true],
		['application/json', false],
		['importmap', false],
		['text/partytown', false],
	])('treats type %j as JavaScript: %s', (type, expected) => {
		expect(isJavaScriptType(type)).toBe(expected);
	});
});

describe('extractImports', () => {
	it.each([
		['named', 'import{a as b}from"./a.js";b()', ['./a.js']],
		[
			'default and namespace',
			'import a from"./a.js";import*as n from"./n.js"',
			['./a.js', './n.js'],
		],
		['side effect', 'import"./a.js";', ['./a.js']],
		[
			're-exports',
			'export{a}from"./a.js";export*from"./b.js";export*as c from"./c.js"',
			['./a.js', './b.js', './c.js'],
		],
		['duplicates once', 'import{a}from"./a.js";import{b}from"./a.js"', ['./a.js']],
		['no local export', 'const a=1;export{a}', []],
		[
			'no import text in strings or comments',
			'const s="import x from \'./s.js\'";/* import "./c.js" */',
			[],
		],
	])('finds %s static imports', (_case, source, imports) => {
		expect(extractImports(source).static).toEqual(imports);
	});

	it('lists literal dynamic imports apart, in source order', () => {
		const source =
			'import"./eager.js";const h=()=>import("./b.js");import(`./c.js`);import(name);h(()=>import("./b.js"))';
		expect(extractImports(source)).toEqual({
			static: ['./eager.js'],
			dynamic: ['./b.js', './c.js'],
		});
	});

	it('copes with deeply nested minified expressions', () => {
		const source = `let a=0;a=${Array.from({ length: 20000 }, (_, i) => `a+${i}`).join(',')};import("./x.js")`;
		expect(extractImports(source).dynamic).toEqual(['./x.js']);
	});
});

describe('resolving', () => {
	it.each([
		['/_astro/a.js', '/index.html', { kind: 'local', path: '/_astro/a.js' }],
		['./b.js', '/_astro/a.js', { kind: 'local', path: '/_astro/b.js' }],
		['../c.js', '/_astro/chunks/a.js', { kind: 'local', path: '/_astro/c.js' }],
		['_astro/a.js', '/rules/jb/index.html', { kind: 'local', path: '/rules/jb/_astro/a.js' }],
		['/_astro/a.js?v=1#x', '/index.html', { kind: 'local', path: '/_astro/a.js' }],
		['/_astro/a%20b.js', '/index.html', { kind: 'local', path: '/_astro/a b.js' }],
		[
			'https://js.stripe.com/v3',
			'/index.html',
			{ kind: 'external', url: 'https://js.stripe.com/v3' },
		],
		['//cdn.example/x.js', '/index.html', { kind: 'external', url: 'http://cdn.example/x.js' }],
	])('resolves %s from %s', (url, from, expected) => {
		expect(resolveUrl(url, from)).toEqual(expected);
	});

	it.each([
		['react', true],
		['@scope/pkg', true],
		['./a.js', false],
		['../a.js', false],
		['/a.js', false],
		['https://x.example/a.js', false],
	])('treats %s as bare: %s', (specifier, expected) => {
		expect(isBareSpecifier(specifier)).toBe(expected);
	});

	it.each([
		['index.html', '/'],
		['404.html', '/404'],
		['rules/jb/index.html', '/rules/jb'],
		['admin/groups/index.html', '/admin/groups'],
		['old\\page.html', '/old/page'],
	])('maps %s to the page %s', (file, page) => {
		expect(pagePathOf(file)).toBe(page);
	});
});

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
