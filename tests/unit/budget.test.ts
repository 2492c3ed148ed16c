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
import { deferModuleScripts } from '../../src/page-speed/defer-scripts';

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
		[
			'an after-paint script',
			'<script type="after-paint" data-src="/_astro/a.js"></script>',
			['/_astro/a.js'],
		],
		['no after-paint script without data-src', '<script type="after-paint"></script>', []],
		['encoded attribute values', '<script src="/a.js?x=1&amp;y=2"></script>', ['/a.js?x=1&y=2']],
	])('lists the URL of %s', (_case, html, urls) => {
		expect(extractPageScripts(html).urls).toEqual(urls);
	});

	it('reads the module scripts the build defers until after the first paint', () => {
		const html = deferModuleScripts(
			'<html><head><script type="module" src="/_astro/page.js"></script></head>' +
				'<body><script type="module" src="/_astro/chrome.js"></script></body></html>',
		);
		const scripts = extractPageScripts(html);
		expect(scripts.urls).toEqual(['/_astro/page.js', '/_astro/chrome.js']);
		// The loader that starts them is an inline classic script, counted like any other.
		expect(scripts.inline).toEqual([{ code: expect.any(String), isModule: false }]);
	});

	/** An island as Astro writes it, hydrated by the given `client` directive. */
	const island = (directive: string) =>
		`<astro-island uid="1" component-url="/_astro/Counter.js" renderer-url="/_astro/client.js" ` +
		`before-hydration-url="" props="{&quot;a&quot;:[0,1]}" ssr client="${directive}" ` +
		`opts="{&quot;name&quot;:&quot;Counter&quot;,&quot;value&quot;:true}"></astro-island>`;

	it.each(['load', 'idle', 'only', 'painted', 'media', 'some-new-directive'])(
		'loads the component and renderer of a client="%s" island before any interaction',
		(directive) => {
			expect(extractPageScripts(island(directive))).toEqual({
				inline: [],
				urls: ['/_astro/Counter.js', '/_astro/client.js'],
				onScrollUrls: [],
				hasIslands: true,
			});
		},
	);

	it.each(['visible', 'inview'])(
		'lists the URLs of a client="%s" island apart, as loaded on scroll',
		(directive) => {
			expect(extractPageScripts(island(directive))).toEqual({
				inline: [],
				urls: [],
				onScrollUrls: ['/_astro/Counter.js', '/_astro/client.js'],
				hasIslands: true,
			});
		},
	);

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
