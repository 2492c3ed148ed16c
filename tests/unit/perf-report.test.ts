import { describe, expect, it } from 'vitest';
import {
	formatPerfTable,
	medianRun,
	missedTargets,
	type PerfRow,
	type PerfRun,
} from '../../scripts/lib/perf-report';

function run(overrides: Partial<PerfRun> = {}): PerfRun {
	return {
		score: 100,
		fcpMs: 800,
		lcpMs: 900,
		cls: 0,
		jsKb: 10,
		lcpElement: 'hero title',
		...overrides,
	};
}

function row(overrides: Partial<PerfRun> = {}, extra: Partial<PerfRow> = {}): PerfRow {
	return {
		path: '/',
		withScripts: run(overrides),
		noScriptLcpMs: 900,
		hasIslands: false,
		...extra,
	};
}

describe('medianRun', () => {
	it('takes the run with the middle LCP, whole, so a row never mixes runs', () => {
		const fast = run({ lcpMs: 700, score: 100 });
		const middle = run({ lcpMs: 950, score: 97 });
		const slow = run({ lcpMs: 2100, score: 80 });
		expect(medianRun([slow, fast, middle])).toBe(middle);
	});

	it('refuses an empty list', () => {
		expect(() => medianRun([])).toThrow();
	});
});

describe('missedTargets', () => {
	it('names nothing for a page that meets every target', () => {
		expect(missedTargets(row())).toEqual([]);
	});

	it('names each target a page misses', () => {
		expect(
			missedTargets(row({ score: 99, lcpMs: 1200, cls: 0.01, jsKb: 16 }, { noScriptLcpMs: 1000 })),
		).toEqual(['score', 'LCP', 'LCP/no-JS', 'CLS', 'JS']);
	});

	it('holds island pages to 90 KB and pages without islands to 15 KB', () => {
		expect(missedTargets(row({ jsKb: 89 }, { hasIslands: true }))).toEqual([]);
		expect(missedTargets(row({ jsKb: 91 }, { hasIslands: true }))).toEqual(['JS']);
		expect(missedTargets(row({ jsKb: 15.5 }))).toEqual(['JS']);
	});

	it('allows a page 10% over its no-script LCP and no more', () => {
		expect(missedTargets(row({ lcpMs: 990 }, { noScriptLcpMs: 900 }))).toEqual([]);
		expect(missedTargets(row({ lcpMs: 995 }, { noScriptLcpMs: 900 }))).toEqual(['LCP/no-JS']);
	});
});

describe('formatPerfTable', () => {
	it('prints a header, the targets and a line per page with its misses and LCP element', () => {
		const lines = formatPerfTable([
			row({}, { path: '/rules/ttt' }),
			row({ lcpMs: 2945, score: 94 }, { path: '/servers', noScriptLcpMs: 1800 }),
		]).split('\n');
		expect(lines).toHaveLength(4);
		expect(lines[0]).toMatch(/^page\s+score\s+FCP ms\s+LCP ms\s+CLS\s+JS KB/);
		expect(lines[1]).toContain('≤1000');
		expect(lines[2]).toMatch(/^\/rules\/ttt\s+100\s+800\s+900\s+0\.000\s+10\.0\s+1\.00\s+none/);
		expect(lines[3]).toContain('score, LCP, LCP/no-JS');
		expect(lines[3]).toContain('1.64');
		expect(lines[3]!.endsWith('hero title')).toBe(true);
	});
});
