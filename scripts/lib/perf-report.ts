/**
 * The pure part of `npm run perf`: what one Lighthouse run yields, the median of a page's runs,
 * and the table printed with each figure beside its target.
 */

/** What `npm run perf` reads of one Lighthouse run. */
export interface PerfRun {
	/** Performance score, 0-100. */
	score: number;
	fcpMs: number;
	lcpMs: number;
	cls: number;
	/** JavaScript transferred during the load, in KB. */
	jsKb: number;
	/** Lighthouse's label of the largest contentful paint's element ('' when none was found). */
	lcpElement: string;
}

/** One page's figures: its median run with scripts, and its median LCP without them. */
export interface PerfRow {
	path: string;
	withScripts: PerfRun;
	noScriptLcpMs: number;
	/** Whether the page hydrates islands (the 90 KB budget) or not (the 15 KB budget). */
	hasIslands: boolean;
}

/**
 * The goal every public page is measured against: Lighthouse mobile score 100, largest contentful
 * paint at most 1.0 s and at most 1.1x the same page without scripts, CLS under 0.01, and the JS
 * budgets (90 KB for island pages, 15 KB gzipped for the others).
 */
const PERF_TARGETS = {
	score: 100,
	lcpMs: 1000,
	lcpRatio: 1.1,
	clsBelow: 0.01,
	islandJsKb: 90,
	staticJsKb: 15,
} as const;

/** The run whose LCP is the median of the runs (the middle one of three), so a row is one run. */
export function medianRun(runs: readonly PerfRun[]): PerfRun {
	if (runs.length === 0) throw new Error('No Lighthouse run to take the median of');
	const sorted = [...runs].sort((a, b) => a.lcpMs - b.lcpMs);
	return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** The targets a row misses, named for the table's last column. */
export function missedTargets(row: PerfRow): string[] {
	const run = row.withScripts;
	const missed: string[] = [];
	if (run.score < PERF_TARGETS.score) missed.push('score');
	if (run.lcpMs > PERF_TARGETS.lcpMs) missed.push('LCP');
	if (lcpRatio(row) > PERF_TARGETS.lcpRatio) missed.push('LCP/no-JS');
	if (run.cls >= PERF_TARGETS.clsBelow) missed.push('CLS');
	const jsBudget = row.hasIslands ? PERF_TARGETS.islandJsKb : PERF_TARGETS.staticJsKb;
	if (run.jsKb > jsBudget) missed.push('JS');
	return missed;
}

/** The page's LCP against the same page without scripts. */
function lcpRatio(row: PerfRow): number {
	return row.noScriptLcpMs > 0 ? row.withScripts.lcpMs / row.noScriptLcpMs : NaN;
}

const COLUMNS = [
	['page', 22],
	['score', 6],
	['FCP ms', 8],
	['LCP ms', 8],
	['CLS', 7],
	['JS KB', 8],
	['LCP / no-JS', 12],
	['misses', 30],
	['LCP element', 0],
] as const;

function line(cells: readonly string[]): string {
	return cells
		.map((cell, index) => {
			const [, width] = COLUMNS[index]!;
			if (width === 0) return cell;
			return index === 0 || width > 12 ? cell.padEnd(width) : cell.padStart(width);
		})
		.join(' ')
		.trimEnd();
}

/** The table `npm run perf` prints: a header, the targets, then one line per page. */
export function formatPerfTable(rows: readonly PerfRow[]): string {
	const header = line(COLUMNS.map(([name]) => name));
	const targets = line([
		'target',
		`${PERF_TARGETS.score}`,
		'',
		`≤${PERF_TARGETS.lcpMs}`,
		`<${PERF_TARGETS.clsBelow}`,
		`≤${PERF_TARGETS.islandJsKb}/${PERF_TARGETS.staticJsKb}`,
		`≤${PERF_TARGETS.lcpRatio.toFixed(2)}`,
		'',
		'',
	]);
	const body = rows.map((row) => {
		const run = row.withScripts;
		const missed = missedTargets(row);
		return line([
			row.path,
			run.score.toFixed(0),
			run.fcpMs.toFixed(0),
			run.lcpMs.toFixed(0),
			run.cls.toFixed(3),
			run.jsKb.toFixed(1),
			lcpRatio(row).toFixed(2),
			missed.length === 0 ? 'none' : missed.join(', '),
			run.lcpElement,
		]);
	});
	return [header, targets, ...body].join('\n');
}
