/**
 * JS budgets of the production build: for every prerendered page, the JS it moves
 * before the first interaction (inline scripts, script, after-paint and modulepreload URLs,
 * islands that hydrate without the visitor doing anything, and their static imports), brotli
 * and gzipped. Fails when a page without islands ships 15 KB or more gzipped, or a page with
 * islands more than 90 KB brotli. Islands hydrated on scroll and import() chunks are listed apart.
 *
 * Usage: npx tsx scripts/check-budgets.ts [build-dir]   (default dist/client; `--verbose` lists files)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractImports, type ModuleImports } from './lib/budget';
import { measurePage, shippedSizes, type PageBudget } from './lib/budget-report';
import {
	collectLazyChunks,
	formatBudgetTable,
	formatKB,
	formatLazyChunks,
	formatOverBudget,
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
const sizes = memo(shippedSizes);
const fileSizes = (path: string) => sizes(readFile(path) ?? '');
const sizesText = (path: string) => {
	const { brotli, gzip } = fileSizes(path);
	return `${formatKB(brotli)} br, ${formatKB(gzip)} gzip`;
};

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
	measurePage(file, readFileSync(join(buildDir, file), 'utf8'), { readFile, sizes, importsOf }),
);

const lines = [...formatBudgetTable(budgets)];
const lazyChunks = collectLazyChunks(budgets, fileSizes);
if (lazyChunks.length > 0) lines.push('', ...formatLazyChunks(lazyChunks));

for (const budget of sortBySize(budgets)) {
	const { eager, onScroll, lazy, external, missing } = budget.graph;
	if (verbose) {
		lines.push('', `${budget.page}:`);
		lines.push(...eager.map((path) => `  load    ${path}  ${sizesText(path)}`));
		lines.push(...onScroll.map((path) => `  scroll  ${path}  ${sizesText(path)}`));
		lines.push(...lazy.map((path) => `  lazy    ${path}`));
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
	for (const budget of sortBySize(over)) console.error(formatOverBudget(budget));
	process.exitCode = 1;
} else {
	const islandPages = budgets.filter((budget) => budget.hasIslands).length;
	console.log(
		`\n✓ ${budgets.length} pages checked (${islandPages} with islands); every page is within its budget.`,
	);
}
