import type { AstroIntegration } from 'astro';
import type { Rollup } from 'vite';

/** Astro's processed `<script>` modules: the chrome (BaseLayout's) and a few page scripts. */
const PAGE_SCRIPT = /\?astro&type=script/;
const CHROME_SCRIPT = /\/src\/layouts\/BaseLayout\.astro\?astro&type=script/;

/** Libraries every island page needs, one file each. */
const LIBRARY_GROUPS: ReadonlyArray<readonly [name: string, test: RegExp]> = [
	['react', /\/node_modules\/(react|react-dom|scheduler|@astrojs\/react)\//],
	['contract-parser', /\/node_modules\/zod\/|\/src\/lib\/api\.ts$|\/src\/contract\/http\.ts$/],
];

/**
 * A module of the site that at least this share of the islands reaches goes into the shared
 * `kit` chunk (the API client's helpers, messages, buttons, skeletons, empty and async states,
 * player names). Lower pulls code into pages that never use it; higher leaves them asking for
 * many files of a few hundred bytes. Measured on the build: `npm run check:budgets`.
 */
const KIT_SHARE = 0.25;

/**
 * What is left after the groups splits along every combination of pages that shares it; the
 * pieces smaller than this merge into others (Rollup's `experimentalMinChunkSize`). Larger values
 * merge code into pages that do not use it: at 4,000 bytes the login page loaded the team page's
 * staff labels and the pagination with the safe-redirect helper it needs, 0.6 KB past its budget.
 */
const MIN_CHUNK_BYTES = 2_000;

/**
 * Rollup `manualChunks` for the browser build.
 *
 * Left to itself Rollup splits island code along every combination of pages that shares it: an
 * island page asked for about twenty files, most of a few hundred bytes, each with its own
 * request and headers, and small files compress worse. With these groups an island page loads
 * React, the contract's parser, the shared kit, the chrome and its own code: about ten files.
 *
 * A manual chunk takes in every module it imports that no other manual chunk claims, so what the
 * page scripts reach is claimed first: the chrome's modules in one chunk, the other page scripts'
 * in another. Otherwise a page without islands would load the kit, and React with it.
 */
export function islandChunkGroups(kitShare = KIT_SHARE): Rollup.GetManualChunk {
	let graph: BuildGraph | undefined;
	return (id, meta) => {
		// Vite may run more than one build with the same options: the graph is read once per build.
		if (graph?.getModuleInfo !== meta.getModuleInfo) graph = readGraph(meta, kitShare);
		if (PAGE_SCRIPT.test(id)) return undefined;
		if (graph.chrome.has(id)) return 'chrome';
		const library = LIBRARY_GROUPS.find(([, test]) => test.test(id))?.[0];
		if (graph.pageScripts.has(id) && (library || id.includes('/src/'))) {
			return library === 'contract-parser' ? library : 'page-scripts';
		}
		if (library) return library;
		return graph.kit.has(id) ? 'kit' : undefined;
	};
}

interface BuildGraph {
	getModuleInfo: Rollup.ManualChunkMeta['getModuleInfo'];
	/** Modules the chrome's script reaches (every page loads them). */
	chrome: Set<string>;
	/** Modules any page script reaches. */
	pageScripts: Set<string>;
	/** Site modules (under `src/`) that at least `kitShare` of the islands reach. */
	kit: Set<string>;
}

function readGraph(meta: Rollup.ManualChunkMeta, kitShare: number): BuildGraph {
	const ids = [...meta.getModuleIds()];
	const scripts = ids.filter((id) => PAGE_SCRIPT.test(id));
	const islands = ids.filter((id) => meta.getModuleInfo(id)?.isEntry && !PAGE_SCRIPT.test(id));
	const islandsReaching = new Map<string, number>();
	for (const island of islands) {
		for (const id of modulesReachedFrom([island], meta)) {
			islandsReaching.set(id, (islandsReaching.get(id) ?? 0) + 1);
		}
	}
	const least = Math.max(2, islands.length * kitShare);
	return {
		getModuleInfo: meta.getModuleInfo,
		chrome: modulesReachedFrom(
			scripts.filter((id) => CHROME_SCRIPT.test(id)),
			meta,
		),
		pageScripts: modulesReachedFrom(scripts, meta, { followDynamic: true }),
		kit: new Set(
			[...islandsReaching]
				.filter(([id, count]) => count >= least && id.includes('/src/'))
				.map(([id]) => id),
		),
	};
}

/**
 * Every module the entries import, directly or not, the entries included. Dynamic imports count
 * only when asked: they load later, but the CSS of what a page script may import is inlined into
 * every page that has the script.
 */
function modulesReachedFrom(
	entries: string[],
	meta: Rollup.ManualChunkMeta,
	{ followDynamic = false } = {},
): Set<string> {
	const reached = new Set<string>();
	const pending = [...entries];
	for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
		if (reached.has(id)) continue;
		reached.add(id);
		const info = meta.getModuleInfo(id);
		pending.push(...(info?.importedIds ?? []));
		if (followDynamic) pending.push(...(info?.dynamicallyImportedIds ?? []));
	}
	return reached;
}

/** Applies the groups to the browser build only; the server build keeps Rollup's own split. */
export function islandChunksIntegration(): AstroIntegration {
	return {
		name: 'site-island-chunks',
		hooks: {
			'astro:build:setup': ({ target, updateConfig }) => {
				if (target !== 'client') return;
				updateConfig({
					build: {
						rollupOptions: {
							output: {
								manualChunks: islandChunkGroups(),
								experimentalMinChunkSize: MIN_CHUNK_BYTES,
							},
						},
					},
				});
			},
		},
	};
}
