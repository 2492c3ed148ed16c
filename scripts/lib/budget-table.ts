/** Plain-text rendering of the JS budget report. */
import {
	ISLAND_BUDGET,
	ISLANDLESS_BUDGET,
	type Budget,
	type PageBudget,
	type Sizes,
} from './budget-report';

/** A chunk loaded on demand, with its sizes and how many pages can load it. */
interface LazyChunk {
	path: string;
	sizes: Sizes;
	pages: number;
}

/** Short names of the measures, as the table headers use them. */
const MEASURE_NAMES: Record<keyof Sizes, string> = { brotli: 'br', gzip: 'gzip' };

/** Bytes as kibibytes with two decimals: `1536` -> `1.50 KB`. */
export function formatKB(bytes: number): string {
	return `${(bytes / 1024).toFixed(2)} KB`;
}

/** A budget's rule in a few words: `gzip < 15.00 KB`, `br <= 90.00 KB`. */
function formatLimit({ measure, limit, inclusive }: Budget): string {
	return `${MEASURE_NAMES[measure]} ${inclusive ? '<=' : '<'} ${formatKB(limit)}`;
}

/** Largest first (bytes sent, brotli); equal sizes by page path, so the output is stable. */
export function sortBySize(budgets: PageBudget[]): PageBudget[] {
	return [...budgets].sort(
		(a, b) => b.eager.brotli - a.eager.brotli || a.page.localeCompare(b.page),
	);
}

/** Collects the lazy chunks of all pages, each once, largest first. */
export function collectLazyChunks(
	budgets: PageBudget[],
	sizesOf: (path: string) => Sizes,
): LazyChunk[] {
	const pages = new Map<string, number>();
	for (const { graph } of budgets) {
		for (const path of graph.lazy) pages.set(path, (pages.get(path) ?? 0) + 1);
	}
	return [...pages]
		.map(([path, count]) => ({ path, sizes: sizesOf(path), pages: count }))
		.sort((a, b) => b.sizes.brotli - a.sizes.brotli || a.path.localeCompare(b.path));
}

/** Renders rows as left-aligned text columns, with numbers aligned right. */
function formatColumns(rows: string[][], rightAligned: ReadonlySet<number>): string[] {
	const widths = rows[0]?.map((_, column) =>
		Math.max(...rows.map((row) => (row[column] ?? '').length)),
	);
	return rows.map((row) =>
		row
			.map((cell, column) => {
				const width = widths?.[column] ?? cell.length;
				return rightAligned.has(column) ? cell.padStart(width) : cell.padEnd(width);
			})
			.join('  ')
			.trimEnd(),
	);
}

/**
 * The page table: JS before the first interaction in both measures, script count, JS of islands
 * hydrated on scroll and lazy JS (brotli, not budgeted), the limit that applies and the verdict.
 */
export function formatBudgetTable(budgets: PageBudget[]): string[] {
	const header = [
		'Page',
		'Islands',
		'JS br',
		'JS gzip',
		'Scripts',
		'On scroll br',
		'Lazy br',
		'Limit',
		'Budget',
	];
	const rows = sortBySize(budgets).map((budget) => [
		budget.page,
		budget.hasIslands ? 'yes' : 'no',
		formatKB(budget.eager.brotli),
		formatKB(budget.eager.gzip),
		String(budget.scripts),
		formatKB(budget.onScroll.brotli),
		formatKB(budget.lazy.brotli),
		formatLimit(budget.budget),
		budget.overBudget ? 'OVER' : 'ok',
	]);
	return [
		'JS moved before the first interaction (scripts on load and after the first paint, islands',
		'that hydrate without the visitor doing anything), per page. Budgets: pages without islands',
		`${formatLimit(ISLANDLESS_BUDGET)} (JS gzip), pages with islands ${formatLimit(ISLAND_BUDGET)} (JS br, as sent).`,
		'',
		...formatColumns([header, ...rows], new Set([2, 3, 4, 5, 6])),
	];
}

/** The lazy chunk list, loaded through `import()` only when needed and not counted above. */
export function formatLazyChunks(chunks: LazyChunk[]): string[] {
	if (chunks.length === 0) return [];
	const header = ['Lazy chunk', 'br', 'gzip', 'Pages'];
	const rows = chunks.map(({ path, sizes, pages }) => [
		path,
		formatKB(sizes.brotli),
		formatKB(sizes.gzip),
		String(pages),
	]);
	return [
		'Lazy chunks (loaded on demand through import(), not counted):',
		'',
		...formatColumns([header, ...rows], new Set([1, 2, 3])),
	];
}

/** The failure line of a page over its budget: the page, its size in the budget's measure, the limit. */
export function formatOverBudget({ page, hasIslands, eager, budget }: PageBudget): string {
	const size = formatKB(eager[budget.measure]);
	const limit = `limit ${formatLimit(budget)}`;
	return hasIslands
		? `✗ ${page} moves ${size} of JS (brotli, as sent) before the first interaction (${limit}).`
		: `✗ ${page} has no islands but ships ${size} of gzipped JS (${limit}).`;
}
