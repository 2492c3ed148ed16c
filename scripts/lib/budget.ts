/**
 * Pure parts of the JS budget check: which scripts a built HTML page references, what a built
 * module imports, and where a URL points inside the build.
 */
import ts from 'typescript';
import { AFTER_PAINT_SCRIPT_TYPE } from '../../src/page-speed/defer-scripts';

/** A script body written into the page itself. */
export interface InlineScript {
	code: string;
	/** `type="module"`: only module scripts may hold static `import` statements. */
	isModule: boolean;
}

/** The JavaScript a page references in its HTML. */
export interface PageScripts {
	inline: InlineScript[];
	/**
	 * URLs loaded before the first interaction, in order: `<script src>`, after-paint scripts,
	 * `<link rel="modulepreload">` and the component/renderer URLs of islands that hydrate on
	 * their own.
	 */
	urls: string[];
	/** Component/renderer URLs of islands that hydrate once scrolled into view. */
	onScrollUrls: string[];
	/** The page has at least one `<astro-island>` (any `client:*` component). */
	hasIslands: boolean;
}

/** The module specifiers of one JS source. */
export interface ModuleImports {
	/** `import ... from`, `import '...'`, `export ... from`: fetched before the module runs. */
	static: string[];
	/** `import('...')` with a literal argument: fetched only when that code runs. */
	dynamic: string[];
}

/** Where a URL points: a file of the build (site path with a leading slash) or somewhere else. */
export type ResolvedUrl = { kind: 'local'; path: string } | { kind: 'external'; url: string };

/** Origin used only to resolve site-relative URLs by the browser's rules; never fetched. */
const SITE_ORIGIN = 'http://site.invalid';

/** Island attributes whose URLs the island loads when it hydrates. */
const ISLAND_URL_ATTRIBUTES = ['component-url', 'renderer-url', 'before-hydration-url'];

/**
 * `client` directives that wait for the visitor to scroll the island into view (`inview` is the
 * site's `visible` that also waits for the first paint). Every other one
 * hydrates without the visitor doing anything (load, idle, only, painted) or may do so on load
 * (media, when the query matches), and a directive not known here counts as eager too, so the
 * budget never misses an island.
 */
const ON_SCROLL_DIRECTIVES = new Set(['visible', 'inview']);

/** `type` values the browser runs as JavaScript (the common ones of the HTML spec's list). */
const JAVASCRIPT_TYPES = new Set([
	'',
	'module',
	'text/javascript',
	'application/javascript',
	'text/ecmascript',
	'application/ecmascript',
	'application/x-javascript',
]);

// Comments come first in the alternation so a commented-out tag is skipped as a whole.
const TAG_PATTERN =
	/<!--[\s\S]*?-->|<script\b([^>]*)>([\s\S]*?)<\/script\s*>|<(link|astro-island)\b([^>]*)>/gi;
const ATTRIBUTE_PATTERN = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY_PATTERN = /&(#x[0-9a-f]+|#[0-9]+|amp|quot|apos|lt|gt);/gi;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/** Decodes the character references Astro writes into attribute values. */
export function decodeEntities(value: string): string {
	return value.replace(ENTITY_PATTERN, (_match, entity: string) => {
		const lower = entity.toLowerCase();
		if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
		if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
		return NAMED_ENTITIES[lower] ?? `&${entity};`;
	});
}

/** Reads the attributes of one start tag (the text between the tag name and `>`). */
export function parseAttributes(source: string): Map<string, string> {
	const attributes = new Map<string, string>();
	for (const [, name = '', double, single, bare] of source.matchAll(ATTRIBUTE_PATTERN)) {
		const key = name.toLowerCase();
		// As in the browser, the first occurrence of an attribute wins.
		if (!attributes.has(key)) attributes.set(key, decodeEntities(double ?? single ?? bare ?? ''));
	}
	return attributes;
}

/** Whether a `<script type>` value is run as JavaScript (JSON-LD, templates and the like are not). */
export function isJavaScriptType(type: string | undefined): boolean {
	const essence = (type ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
	return JAVASCRIPT_TYPES.has(essence);
}

/** Whether a `<script type>` value marks a module the after-paint loader starts (src/hosting). */
export function isAfterPaintType(type: string | undefined): boolean {
	return type?.toLowerCase() === AFTER_PAINT_SCRIPT_TYPE;
}

/** Whether an island with this `client` directive waits until it is scrolled into view. */
export function hydratesOnScroll(directive: string | undefined): boolean {
	return ON_SCROLL_DIRECTIVES.has(directive?.trim().toLowerCase() ?? '');
}

/** Lists the scripts, module preloads and island URLs of a built HTML page. */
export function extractPageScripts(html: string): PageScripts {
	const result: PageScripts = { inline: [], urls: [], onScrollUrls: [], hasIslands: false };
	for (const [whole, scriptAttributes, body = '', tag, tagAttributes = ''] of html.matchAll(
		TAG_PATTERN,
	)) {
		if (whole.startsWith('<!--')) continue;
		if (scriptAttributes !== undefined) {
			const attributes = parseAttributes(scriptAttributes);
			const type = attributes.get('type');
			if (isAfterPaintType(type)) {
				// The loader starts it as a module right after the first paint, with no interaction.
				const src = attributes.get('data-src');
				if (src) result.urls.push(src);
				continue;
			}
			if (!isJavaScriptType(type)) continue;
			const src = attributes.get('src');
			if (attributes.has('src')) {
				if (src) result.urls.push(src);
			} else if (body.trim()) {
				result.inline.push({ code: body, isModule: type?.trim().toLowerCase() === 'module' });
			}
			continue;
		}
		const attributes = parseAttributes(tagAttributes);
		if (tag?.toLowerCase() === 'link') {
			const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
			const href = attributes.get('href');
			if (rel.includes('modulepreload') && href) result.urls.push(href);
			continue;
		}
		result.hasIslands = true;
		const urls = hydratesOnScroll(attributes.get('client')) ? result.onScrollUrls : result.urls;
		for (const name of ISLAND_URL_ATTRIBUTES) {
			const url = attributes.get(name);
			if (url) urls.push(url);
		}
	}
	return result;
}

/** Lists the static and dynamic imports of a JS module (parsed, so strings and comments never match). */
export function extractImports(source: string): ModuleImports {
	const file = ts.createSourceFile(
		'module.js',
		source,
		ts.ScriptTarget.Latest,
		false,
		ts.ScriptKind.JS,
	);
	const staticImports: string[] = [];
	for (const statement of file.statements) {
		const isModuleStatement =
			ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement);
		const specifier = isModuleStatement ? statement.moduleSpecifier : undefined;
		if (specifier && ts.isStringLiteral(specifier)) staticImports.push(specifier.text);
	}
	const dynamicImports: { pos: number; specifier: string }[] = [];
	// An explicit stack: minified bundles nest expressions deeper than recursion allows.
	const pending: ts.Node[] = [file];
	for (let node = pending.pop(); node; node = pending.pop()) {
		if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
			const [argument] = node.arguments;
			if (argument && ts.isStringLiteralLike(argument)) {
				dynamicImports.push({ pos: argument.pos, specifier: argument.text });
			}
		}
		ts.forEachChild(node, (child) => {
			pending.push(child);
		});
	}
	dynamicImports.sort((a, b) => a.pos - b.pos);
	return {
		static: [...new Set(staticImports)],
		dynamic: [...new Set(dynamicImports.map(({ specifier }) => specifier))],
	};
}

/** Bare specifiers (`react`) only resolve through an import map, which a built site has not. */
export function isBareSpecifier(specifier: string): boolean {
	return !/^(?:\.{0,2}\/|[a-z][a-z\d+.-]*:)/i.test(specifier);
}

/**
 * Resolves a URL found in the document or module at site path `from` (`/rules/jb/index.html`,
 * `/_astro/x.js`) by the browser's rules; same-site URLs become site paths without query or hash.
 */
export function resolveUrl(url: string, from: string): ResolvedUrl {
	const resolved = new URL(url, SITE_ORIGIN + from);
	if (resolved.origin !== SITE_ORIGIN) return { kind: 'external', url: resolved.href };
	return { kind: 'local', path: decodeURIComponent(resolved.pathname) };
}

/** The site path a built HTML file answers: `rules/jb/index.html` -> `/rules/jb`, `404.html` -> `/404`. */
export function pagePathOf(htmlFile: string): string {
	const path = `/${htmlFile.replaceAll('\\', '/')}`.replace(/(?:\/index)?\.html$/, '');
	return path || '/';
}
