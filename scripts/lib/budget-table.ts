/** Plain-text rendering of the JS budget report. */
import { ISLANDLESS_BUDGET_BYTES, type PageBudget } from './budget-report';

/** A chunk loaded on demand, with its size and how many pages can load it. */
export interface LazyChunk {
	path: string;
	bytes: number;
	pages: number;
}

/** Bytes as kibibytes with two decimals: `1536` -> `1.50 KB`. */
export function formatKB(bytes: number): string {
	return `${(bytes / 1024).toFixed(2)} KB`;
}

/** Largest first; equal sizes by page path, so the output is stable. */
export function sortBySize(budgets: PageBudget[]): PageBudget[] {
	return [...budgets].sort((a, b) => b.bytes - a.bytes || a.page.localeCompare(b.page));
}

/** Collects the lazy chunks of all pages, each once, largest first. */
export function collectLazyChunks(
	budgets: PageBudget[],
	sizeOf: (path: string) => number,
): LazyChunk[] {
	const pages = new Map<string, number>();
	for (const { graph } of budgets) {
		for (const path of graph.lazy) pages.set(path, (pages.get(path) ?? 0) + 1);
	}
	return [...pages]
		.map(([path, count]) => ({ path, bytes: sizeOf(path), pages: count }))
		.sort((a, b) => b.bytes - a.bytes || a.path.localeCompare(b.path));
}

/** Renders rows as left-aligned text columns, with numbers aligned right. */
export function formatColumns(rows: string[][], rightAligned: ReadonlySet<number>): string[] {
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

/** The page table: path, islands, gzipped JS on load, script count, lazy JS and the verdict. */
export function formatBudgetTable(budgets: PageBudget[]): string[] {
	const header = ['Page', 'Islands', 'JS gzip', 'Scripts', 'Lazy gzip', 'Budget'];
	const rows = sortBySize(budgets).map((budget) => [
		budget.page,
		budget.hasIslands ? 'yes' : 'no',
		formatKB(budget.bytes),
		String(budget.scripts),
		formatKB(budget.lazyBytes),
		budget.hasIslands ? 'not checked' : budget.overBudget ? 'OVER' : 'ok',
	]);
	return [
		`JS shipped on load, gzipped (pages without islands must stay under ${formatKB(ISLANDLESS_BUDGET_BYTES)})`,
		'',
		...formatColumns([header, ...rows], new Set([2, 3, 4])),
	];
}

/** The lazy chunk list, loaded through `import()` only when needed and not counted above. */
export function formatLazyChunks(chunks: LazyChunk[]): string[] {
	if (chunks.length === 0) return [];
	const rows = chunks.map(({ path, bytes, pages }) => [
		'lazy',
		path,
		formatKB(bytes),
		`${pages} ${pages === 1 ? 'page' : 'pages'}`,
	]);
	return [
		'Lazy chunks (loaded on demand through import(), not counted):',
		'',
		...formatColumns(rows, new Set([2, 3])),
	];
}
