/**
 * The JS a built page loads: its scripts and their static import graph, measured gzipped, with
 * the chunks it can load later through `import()` listed apart. Files are read through a
 * callback, so everything here runs on in-memory fixtures too.
 */
import { gzipSync } from 'node:zlib';
import {
	extractImports,
	extractPageScripts,
	isBareSpecifier,
	pagePathOf,
	resolveUrl,
	type ModuleImports,
	type PageScripts,
} from './budget';

/** DESIGN 7: a page without islands ships less than 15 KB of gzipped JS. */
export const ISLANDLESS_BUDGET_BYTES = 15 * 1024;

/** Reads a file of the build by site path (`/_astro/x.js`); undefined when it does not exist. */
export type ReadFile = (sitePath: string) => string | undefined;

/** How pages are measured: file access, size and import parsing (both memoisable by the caller). */
export interface MeasureOptions {
	readFile: ReadFile;
	/** Bytes of a text as shipped; gzipped by default. */
	size?: (text: string) => number;
	importsOf?: (source: string) => ModuleImports;
}

/** The JS files of one page, each listed once. */
export interface PageGraph {
	/** Site paths fetched on load: referenced by the HTML or statically imported from those. */
	eager: string[];
	/** Site paths reachable only through `import()`, loaded on demand. */
	lazy: string[];
	/** URLs on other origins and bare specifiers: outside the build, not measured. */
	external: string[];
	/** Site paths referenced but absent from the build. */
	missing: string[];
}

/** One row of the report. */
export interface PageBudget {
	page: string;
	hasIslands: boolean;
	/** Gzipped bytes of inline scripts plus every eager file. */
	bytes: number;
	/** Eager files plus inline scripts. */
	scripts: number;
	lazyBytes: number;
	graph: PageGraph;
	overBudget: boolean;
}

/** Size of a text once gzipped (zlib's default level, as most servers and CDNs use). */
export function gzipSize(text: string): number {
	return gzipSync(Buffer.from(text)).length;
}

/**
 * Walks the import graph of the page at site path `page` (`/rules/jb/index.html`) from its script
 * URLs, the static imports of its inline module scripts, and the `import()` calls of any of them.
 */
export function collectPageGraph(
	page: string,
	scripts: PageScripts,
	readFile: ReadFile,
	importsOf: (source: string) => ModuleImports = extractImports,
): PageGraph {
	const external = new Set<string>();
	const missing = new Set<string>();
	const lazyRoots: string[] = [];

	const resolve = (specifier: string, from: string, inModule: boolean): string | undefined => {
		if (inModule && isBareSpecifier(specifier)) {
			external.add(specifier);
			return undefined;
		}
		const target = resolveUrl(specifier, from);
		if (target.kind === 'local') return target.path;
		external.add(target.url);
		return undefined;
	};

	const walk = (roots: string[], seen: Set<string>): void => {
		const queue = [...roots];
		for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
			if (seen.has(path) || missing.has(path)) continue;
			const source = readFile(path);
			if (source === undefined) {
				missing.add(path);
				continue;
			}
			seen.add(path);
			const { static: statics, dynamic } = importsOf(source);
			for (const specifier of statics) push(queue, resolve(specifier, path, true));
			for (const specifier of dynamic) push(lazyRoots, resolve(specifier, path, true));
		}
	};

	const roots = scripts.urls.map((url) => resolve(url, page, false));
	for (const { code, isModule } of scripts.inline) {
		const { static: statics, dynamic } = importsOf(code);
		if (isModule) roots.push(...statics.map((specifier) => resolve(specifier, page, true)));
		lazyRoots.push(...dynamic.flatMap((specifier) => resolve(specifier, page, true) ?? []));
	}

	const eager = new Set<string>();
	const eagerRoots = roots.filter((path) => path !== undefined);
	walk(eagerRoots, eager);
	// Lazy chunks may import further lazy chunks; lazyRoots grows while the walk runs.
	const loaded = new Set(eager);
	for (let index = 0; index < lazyRoots.length; index += 1) {
		walk(lazyRoots.slice(index, index + 1), loaded);
	}
	const lazy = [...loaded].filter((path) => !eager.has(path));
	return { eager: [...eager], lazy, external: [...external], missing: [...missing] };
}

/** Measures one built HTML file (`rules/jb/index.html`, relative to the build root). */
export function measurePage(pageFile: string, html: string, options: MeasureOptions): PageBudget {
	const { readFile, size = gzipSize, importsOf = extractImports } = options;
	const scripts = extractPageScripts(html);
	const { inline, hasIslands } = scripts;
	const graph = collectPageGraph(`/${pageFile}`, scripts, readFile, importsOf);
	const sizeOf = (path: string) => size(readFile(path) ?? '');
	const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
	const bytes = sum(inline.map(({ code }) => size(code))) + sum(graph.eager.map(sizeOf));
	return {
		page: pagePathOf(pageFile),
		hasIslands,
		bytes,
		scripts: inline.length + graph.eager.length,
		lazyBytes: sum(graph.lazy.map(sizeOf)),
		graph,
		overBudget: !hasIslands && bytes >= ISLANDLESS_BUDGET_BYTES,
	};
}

function push(list: string[], value: string | undefined): void {
	if (value !== undefined) list.push(value);
}
