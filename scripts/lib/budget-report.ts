/**
 * The JS a built page loads: its scripts and their static import graph before the first
 * interaction, the islands it hydrates once scrolled to, and the chunks it can load later
 * through `import()`, each measured brotli and gzipped. Files are read through a callback, so
 * everything here runs on in-memory fixtures too.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PRECOMPRESS_MIN_BYTES } from '../../src/hosting/precompress';
import {
	extractImports,
	extractPageScripts,
	isBareSpecifier,
	pagePathOf,
	resolveUrl,
	type ModuleImports,
	type PageScripts,
} from './budget';

/** Bytes of some JS in both measures the budgets use. */
export interface Sizes {
	/** Brotli at the highest quality: what the server sends to every browser that accepts br. */
	brotli: number;
	/** Gzip at zlib's default level: the measure of the budget for pages without islands. */
	gzip: number;
}

/** A JS budget: which measure it reads and its limit in bytes. */
export interface Budget {
	measure: keyof Sizes;
	limit: number;
	/** Whether a page of exactly `limit` bytes is within the budget. */
	inclusive: boolean;
}

/** A page without islands ships less than 15 KB of gzipped JS. */
export const ISLANDLESS_BUDGET: Budget = { measure: 'gzip', limit: 15 * 1024, inclusive: false };

/**
 * A page with islands moves at most 90 KB of JS before the first interaction, in the
 * bytes the server sends (brotli, precompressed at the highest quality by src/hosting).
 */
export const ISLAND_BUDGET: Budget = { measure: 'brotli', limit: 90 * 1024, inclusive: true };

/** Reads a file of the build by site path (`/_astro/x.js`); undefined when it does not exist. */
export type ReadFile = (sitePath: string) => string | undefined;

/** How pages are measured: file access, sizes and import parsing (both memoisable by the caller). */
interface MeasureOptions {
	readFile: ReadFile;
	/** Bytes of a text as shipped; brotli and gzip by default. */
	sizes?: (text: string) => Sizes;
	importsOf?: (source: string) => ModuleImports;
}

/** The JS files of one page, each listed once, in the first group that reaches it. */
export interface PageGraph {
	/**
	 * Site paths fetched before the first interaction: scripts of the HTML, islands that hydrate
	 * on their own, and what those import statically.
	 */
	eager: string[];
	/** Site paths only islands hydrated once scrolled into view load, with their static imports. */
	onScroll: string[];
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
	/** Inline scripts plus every eager file: the JS moved before the first interaction. */
	eager: Sizes;
	/** Eager files plus inline scripts. */
	scripts: number;
	/** Files of islands hydrated on scroll: reported, not in the budget. */
	onScroll: Sizes;
	lazy: Sizes;
	graph: PageGraph;
	/** The budget the page falls under: with islands or without. */
	budget: Budget;
	overBudget: boolean;
}

/** Size of a text once gzipped (zlib's default level, as most servers and CDNs use). */
export function gzipSize(text: string): number {
	return gzipSync(Buffer.from(text)).length;
}

/**
 * Bytes the server sends for a text: brotli with the parameters the build precompresses with
 * (src/hosting/precompress.ts), or the text itself when it is too small to be precompressed.
 */
export function brotliSize(text: string): number {
	const bytes = Buffer.from(text);
	if (bytes.length < PRECOMPRESS_MIN_BYTES) return bytes.length;
	return brotliCompressSync(bytes, {
		params: {
			[constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
			[constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
		},
	}).length;
}

/** Both sizes of a text. */
export function shippedSizes(text: string): Sizes {
	return { brotli: brotliSize(text), gzip: gzipSize(text) };
}

/** Adds sizes up; no sizes add up to zero. */
function sumSizes(sizes: Sizes[]): Sizes {
	return sizes.reduce(
		(total, { brotli, gzip }) => ({
			brotli: total.brotli + brotli,
			gzip: total.gzip + gzip,
		}),
		{ brotli: 0, gzip: 0 },
	);
}

/** The budget of a page: islands or not. */
function budgetFor(hasIslands: boolean): Budget {
	return hasIslands ? ISLAND_BUDGET : ISLANDLESS_BUDGET;
}

/** Whether sizes break a budget in the measure it reads. */
function isOverBudget(budget: Budget, sizes: Sizes): boolean {
	const bytes = sizes[budget.measure];
	return budget.inclusive ? bytes > budget.limit : bytes >= budget.limit;
}

/**
 * Walks the import graph of the page at site path `page` (`/rules/jb/index.html`) from its script
 * URLs, the static imports of its inline module scripts, the URLs of islands hydrated on scroll,
 * and the `import()` calls of any of them.
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

	/** Adds the roots and their static imports to `seen`; answers the paths it added. */
	const walk = (roots: string[], seen: Set<string>): string[] => {
		const added: string[] = [];
		const queue = [...roots];
		for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
			if (seen.has(path) || missing.has(path)) continue;
			const source = readFile(path);
			if (source === undefined) {
				missing.add(path);
				continue;
			}
			seen.add(path);
			added.push(path);
			const { static: statics, dynamic } = importsOf(source);
			for (const specifier of statics) push(queue, resolve(specifier, path, true));
			for (const specifier of dynamic) push(lazyRoots, resolve(specifier, path, true));
		}
		return added;
	};

	const roots = scripts.urls.map((url) => resolve(url, page, false));
	for (const { code, isModule } of scripts.inline) {
		const { static: statics, dynamic } = importsOf(code);
		if (isModule) roots.push(...statics.map((specifier) => resolve(specifier, page, true)));
		lazyRoots.push(...dynamic.flatMap((specifier) => resolve(specifier, page, true) ?? []));
	}
	const onScrollRoots = scripts.onScrollUrls.flatMap((url) => resolve(url, page, false) ?? []);

	// One set for all three walks: a file already loaded earlier is never counted again.
	const loaded = new Set<string>();
	const eager = walk(
		roots.filter((path) => path !== undefined),
		loaded,
	);
	const onScroll = walk(onScrollRoots, loaded);
	// Lazy chunks may import further lazy chunks; lazyRoots grows while the walk runs.
	const lazy: string[] = [];
	for (let index = 0; index < lazyRoots.length; index += 1) {
		lazy.push(...walk(lazyRoots.slice(index, index + 1), loaded));
	}
	return { eager, onScroll, lazy, external: [...external], missing: [...missing] };
}

/** Measures one built HTML file (`rules/jb/index.html`, relative to the build root). */
export function measurePage(pageFile: string, html: string, options: MeasureOptions): PageBudget {
	const { readFile, sizes = shippedSizes, importsOf = extractImports } = options;
	const scripts = extractPageScripts(html);
	const { inline, hasIslands } = scripts;
	const graph = collectPageGraph(`/${pageFile}`, scripts, readFile, importsOf);
	const sizesOf = (paths: string[]) => sumSizes(paths.map((path) => sizes(readFile(path) ?? '')));
	const eager = sumSizes([...inline.map(({ code }) => sizes(code)), sizesOf(graph.eager)]);
	const budget = budgetFor(hasIslands);
	return {
		page: pagePathOf(pageFile),
		hasIslands,
		eager,
		scripts: inline.length + graph.eager.length,
		onScroll: sizesOf(graph.onScroll),
		lazy: sizesOf(graph.lazy),
		graph,
		budget,
		overBudget: isOverBudget(budget, eager),
	};
}

function push(list: string[], value: string | undefined): void {
	if (value !== undefined) list.push(value);
}
