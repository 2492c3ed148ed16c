import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AFTER_PAINT_SCRIPT_TYPE } from '../../src/page-speed/defer-scripts';
import { expect, test } from './support/fixtures';

// The page-speed tooling (src/page-speed/) rewrites what Astro emits by its shape: the module
// script tags of the pages, the module ids of the browser build, the way an island names its
// directive. An Astro upgrade that changes one of them would leave the build working but slow,
// with nothing failing; these checks read the real build and name what changed.

const clientDir = fileURLToPath(new URL('../../dist/client/', import.meta.url));

function builtPages(): Array<{ file: string; html: string }> {
	return readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
		.filter((file) => file.endsWith('.html'))
		.map((file) => ({ file, html: readFileSync(join(clientDir, file), 'utf8') }));
}

test('every module script of the built pages waits for the first paint', () => {
	const pages = builtPages();
	const leftOver = pages.flatMap(({ file, html }) =>
		[...html.matchAll(/<script\b[^>]*\btype="module"[^>]*>/g)].map(([tag]) => `${file}: ${tag}`),
	);
	expect(
		leftOver,
		'Astro wrote module scripts that src/page-speed/defer-scripts.ts (MODULE_SCRIPT) does not ' +
			'recognise, so they run before the first paint: the shape of its script tags changed',
	).toEqual([]);
	const waiting = pages.filter(({ html }) => html.includes(`type="${AFTER_PAINT_SCRIPT_TYPE}"`));
	expect(waiting.length, 'no built page has a script waiting for the first paint').toBeGreaterThan(
		0,
	);
});

test('the browser build groups island code into the chunks the budgets count on', () => {
	const files = readdirSync(join(clientDir, '_astro'));
	const missing = ['react', 'contract-parser', 'kit', 'chrome', 'page-scripts'].filter(
		(chunk) => !files.some((file) => file.startsWith(`${chunk}.`) && file.endsWith('.js')),
	);
	expect(
		missing,
		'src/page-speed/island-chunks.ts put no module into these chunks: the module ids it ' +
			"matches (Astro's '?astro&type=script' modules, node_modules paths) changed shape",
	).toEqual([]);
});

test("islands name the site's own directives, and each page defines the ones it uses", () => {
	const problems: string[] = [];
	let islands = 0;
	for (const { file, html } of builtPages()) {
		for (const [, directive] of html.matchAll(/<astro-island\b[^>]*\bclient="([^"]+)"/g)) {
			islands++;
			if (directive !== 'painted' && directive !== 'inview') continue;
			if (!html.includes(`(self.Astro||(self.Astro={})).${directive}=`)) {
				problems.push(`${file}: client:${directive} is used but not defined in the page`);
			}
		}
	}
	expect(islands, 'no built page has an island (<astro-island client="...">)').toBeGreaterThan(0);
	expect(
		problems,
		'Astro no longer inlines a client directive (src/page-speed/after-paint-integration.ts) ' +
			'the way it did: the islands of these pages would never hydrate',
	).toEqual([]);
});
