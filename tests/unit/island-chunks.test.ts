import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { islandChunkGroups } from '../../src/page-speed/island-chunks';

const ROOT = '/site';
const CHROME = `${ROOT}/src/layouts/BaseLayout.astro?astro&type=script&index=0&lang.ts`;
const HERO = `${ROOT}/src/components/home/Hero.astro?astro&type=script&index=0&lang.ts`;
const REACT_DOM = `${ROOT}/node_modules/react-dom/client.js`;
const ZOD = `${ROOT}/node_modules/zod/v4/core/schemas.js`;
const GSAP = `${ROOT}/node_modules/gsap/index.js`;

interface Module {
	imports?: string[];
	dynamic?: string[];
	entry?: boolean;
}

/** The part of Rollup's chunk meta the grouping reads, over a graph written as a table. */
function meta(graph: Record<string, Module>): Rollup.ManualChunkMeta {
	const getModuleInfo = (id: string) =>
		id in graph
			? ({
					importedIds: graph[id]?.imports ?? [],
					dynamicallyImportedIds: graph[id]?.dynamic ?? [],
					isEntry: graph[id]?.entry ?? false,
				} as unknown as Rollup.ModuleInfo)
			: null;
	return {
		getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
		getModuleInfo,
	} as Rollup.ManualChunkMeta;
}

const site = (path: string) => `${ROOT}/src/${path}`;

/**
 * Four islands (so the kit takes what at least one of them reaches at a share of 0.25, and
 * never less than two), the chrome with a lazily loaded account part, and the home page's
 * script.
 */
const GRAPH: Record<string, Module> = {
	[CHROME]: { entry: true, imports: [site('components/header/header-controller.ts')] },
	[site('components/header/header-controller.ts')]: {
		imports: [site('lib/notices.ts')],
		dynamic: [site('components/header/header-account.ts'), GSAP],
	},
	[site('lib/notices.ts')]: {},
	[site('components/header/header-account.ts')]: { imports: [site('lib/session.ts')] },
	[site('lib/session.ts')]: { imports: [site('lib/api.ts')] },
	[site('lib/api.ts')]: { imports: [ZOD] },
	[ZOD]: {},
	[GSAP]: {},
	[HERO]: { entry: true, imports: [site('components/home/member-count.ts')] },
	[site('components/home/member-count.ts')]: { imports: [site('lib/api.ts')] },
	[site('features/rounds/RoundsPage.tsx')]: {
		entry: true,
		imports: [REACT_DOM, site('components/ui/Button.tsx'), site('lib/session.ts')],
	},
	[site('features/noscope/NoscopeBoard.tsx')]: {
		entry: true,
		imports: [REACT_DOM, site('components/ui/Button.tsx'), site('lib/notices.ts')],
	},
	[site('features/lootbags/Lootbags.tsx')]: {
		entry: true,
		imports: [REACT_DOM, site('features/lootbags/model.ts')],
	},
	[site('features/lootbags/model.ts')]: {},
	[site('features/egg-hunt/EggHunt.tsx')]: { entry: true, imports: [REACT_DOM] },
	[REACT_DOM]: {},
};

function groupsOf(graph: Record<string, Module>): (id: string) => string | undefined {
	const manualChunks = islandChunkGroups(0.25);
	const buildMeta = meta(graph);
	return (id) => manualChunks(id, buildMeta) ?? undefined;
}

describe('islandChunkGroups', () => {
	const group = groupsOf(GRAPH);

	it('puts what the chrome loads at once in one chunk, leaving the script itself alone', () => {
		expect(group(site('components/header/header-controller.ts'))).toBe('chrome');
		expect(group(site('lib/notices.ts'))).toBe('chrome');
		expect(group(CHROME)).toBeUndefined();
		expect(group(HERO)).toBeUndefined();
	});

	it('gives React and the contract parser a file each', () => {
		expect(group(REACT_DOM)).toBe('react');
		expect(group(ZOD)).toBe('contract-parser');
		expect(group(site('lib/api.ts'))).toBe('contract-parser');
	});

	it('keeps what page scripts may load out of the kit, so its CSS never reaches island-free pages', () => {
		// The account part loads later, but Astro inlines the CSS of whatever a page script may
		// import: session (used by an island too) must not pull the kit in.
		expect(group(site('lib/session.ts'))).toBe('page-scripts');
		expect(group(site('components/home/member-count.ts'))).toBe('page-scripts');
		// Libraries a page script imports on demand keep a chunk of their own.
		expect(group(GSAP)).toBeUndefined();
	});

	it('shares site modules many islands use, and leaves one island’s code to that island', () => {
		expect(group(site('components/ui/Button.tsx'))).toBe('kit');
		expect(group(site('features/lootbags/model.ts'))).toBeUndefined();
		expect(group(site('features/rounds/RoundsPage.tsx'))).toBeUndefined();
	});

	it('reads each build’s own graph', () => {
		const manualChunks = islandChunkGroups(0.25);
		expect(manualChunks(site('components/ui/Button.tsx'), meta(GRAPH))).toBe('kit');
		// A second build where only one island uses the button: it is no longer shared.
		const second: Record<string, Module> = {
			...GRAPH,
			[site('features/noscope/NoscopeBoard.tsx')]: { entry: true, imports: [REACT_DOM] },
		};
		expect(manualChunks(site('components/ui/Button.tsx'), meta(second))).toBeUndefined();
	});
});
