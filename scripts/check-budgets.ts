/**
 * JS budget of the production build (DESIGN 7): for every prerendered page, the gzipped JS it
 * loads (inline scripts, script, after-paint and modulepreload URLs, island components and
 * renderers, and their static imports). Fails when a page without islands ships 15 KB or more.
 *
 * Usage: npx tsx scripts/check-budgets.ts [build-dir]   (default dist/client; `--verbose` lists files)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractImports, type ModuleImports } from './lib/budget';
import {
	gzipSize,
	ISLANDLESS_BUDGET_BYTES,
	measurePage,
	type PageBudget,
} from './lib/budget-report';
import {
	collectLazyChunks,
	formatBudgetTable,
	formatKB,
	formatLazyChunks,
	sortBySize,
} from './lib/budget-table';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const buildDir =
	args.find((arg) => !arg.startsWith('--')) ??
	fileURLToPath(new URL('../dist/client', import.meta.url));

if (!existsSync(buildDir) || !statSync(buildDir).isDirectory()) {
	console.error(`No production build at ${buildDir}: run \`npx astro build\` first.`);
	process.exit(1);
}

/** Memoises a function of one string argument (files and parses are shared by many pages). */
function memo<T>(compute: (key: string) => T): (key: string) => T {
	const cache = new Map<string, T>();
	return (key) => {
		if (!cache.has(key)) cache.set(key, compute(key));
		return cache.get(key) as T;
	};
}

const readFile = memo((sitePath: string): string | undefined => {
	const file = join(buildDir, ...sitePath.split('/'));
	// Site paths cannot climb out of the build; anything that would is treated as missing.
	if (relative(buildDir, file).startsWith('..')) return undefined;
	return existsSync(file) && statSync(file).isFile() ? readFileSync(file, 'utf8') : undefined;
});
const importsOf = memo<ModuleImports>(extractImports);
const size = memo(gzipSize);

/** Every HTML file under the build, as a path relative to it with forward slashes. */
function listHtmlFiles(dir: string): string[] {
	return readdirSync(dir, { recursive: true, encoding: 'utf8' })
		.filter((file) => file.endsWith('.html'))
		.map((file) => file.split(sep).join('/'))
		.sort();
}

const htmlFiles = listHtmlFiles(buildDir);
if (htmlFiles.length === 0) {
	console.error(`No HTML pages in ${buildDir}: is this the client output of \`astro build\`?`);
	process.exit(1);
}

const budgets: PageBudget[] = htmlFiles.map((file) =>
	measurePage(file, readFileSync(join(buildDir, file), 'utf8'), { readFile, size, importsOf }),
);

const lines = [...formatBudgetTable(budgets)];
const lazyChunks = collectLazyChunks(budgets, (path) => size(readFile(path) ?? ''));
if (lazyChunks.length > 0) lines.push('', ...formatLazyChunks(lazyChunks));

for (const budget of sortBySize(budgets)) {
	const { eager, lazy, external, missing } = budget.graph;
	if (verbose) {
		lines.push('', `${budget.page}:`);
		lines.push(...eager.map((path) => `  load  ${path}  ${formatKB(size(readFile(path) ?? ''))}`));
		lines.push(...lazy.map((path) => `  lazy  ${path}`));
	}
	if (external.length > 0) {
		lines.push(`note: ${budget.page} loads ${external.join(', ')} (not measured)`);
	}
	if (missing.length > 0) {
		lines.push(`warning: ${budget.page} references missing ${missing.join(', ')}`);
	}
}
console.log(lines.join('\n'));

const over = budgets.filter((budget) => budget.overBudget);
if (over.length > 0) {
	console.error('');
	for (const { page, bytes } of sortBySize(over)) {
		console.error(
			`✗ ${page} has no islands but ships ${formatKB(bytes)} of gzipped JS (limit < ${formatKB(ISLANDLESS_BUDGET_BYTES)}).`,
		);
	}
	process.exitCode = 1;
} else {
	console.log(`\n✓ ${budgets.length} pages checked; every page without islands is under budget.`);
}
