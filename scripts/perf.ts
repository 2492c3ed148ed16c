/**
 * `npm run perf` (after `npm run build`): Lighthouse's mobile simulation against the production
 * build served on a temporary database, for every public page, each three times with its scripts
 * and three times with every `.js` blocked; prints score, FCP, LCP, CLS, the JavaScript moved,
 * LCP against the same page without scripts and the LCP element, each beside its target.
 * A measurement, not a test: figures depend on the machine (run it on a quiet one).
 *
 * Usage: npm run perf [-- /path ...]   (PERF_PORT defaults to 4495, PERF_RUNS to 3; CHROME_PATH
 * picks the browser, /usr/bin/chromium by default)
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { z } from 'zod/mini';
import { removeDatabase, startServe, waitForServer } from './lib/bench-http';
import { extractPageScripts } from './lib/budget';
import { formatPerfTable, medianRun, type PerfRow, type PerfRun } from './lib/perf-report';

const port = Number(process.env.PERF_PORT ?? 4495);
const base = `http://localhost:${port}`;
const runs = Math.max(1, Number(process.env.PERF_RUNS ?? 3));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const databasePath = join(tmpdir(), `community-site-perf-${port}.db`);
const CHROME_FLAGS = [
	'--headless=new',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
];
/** Requests of each page before it is measured. */
const WARM_UP_VISITS = 5;

/** The public pages the goal names, in the order of its table. */
const PUBLIC_PAGES = [
	'/',
	'/servers',
	'/staff',
	'/support',
	'/rules/ttt',
	'/ttt/rounds',
	'/egg-hunt',
	'/jailbreak/noscope',
	'/jailbreak/lootbags',
	'/login',
];

/** The parts of a Lighthouse result the table reads; anything else may change between versions. */
const NumericAuditSchema = z.object({ numericValue: z.number() });
const ResultSchema = z.object({
	categories: z.object({ performance: z.object({ score: z.nullable(z.number()) }) }),
	audits: z.object({
		'first-contentful-paint': NumericAuditSchema,
		'largest-contentful-paint': NumericAuditSchema,
		'cumulative-layout-shift': NumericAuditSchema,
		'network-requests': z.object({
			details: z.object({
				items: z.array(
					z.object({ resourceType: z.optional(z.string()), transferSize: z.optional(z.number()) }),
				),
			}),
		}),
		'largest-contentful-paint-element': z.optional(
			z.object({ details: z.optional(z.object({ items: z.array(z.unknown()) })) }),
		),
	}),
});
/** LCP element details: a table whose first row holds the node (Lighthouse 12). */
const LcpElementSchema = z.object({
	items: z.array(
		z.object({ node: z.object({ nodeLabel: z.optional(z.string()), snippet: z.string() }) }),
	),
});

function lcpElementLabel(items: unknown[] | undefined): string {
	const table = LcpElementSchema.safeParse(items?.[0]);
	const node = table.success ? table.data.items[0]?.node : undefined;
	if (!node) return '';
	return (node.nodeLabel ?? node.snippet).replace(/\s+/g, ' ').slice(0, 40);
}

/**
 * One Lighthouse run in a browser of its own: a first visit each time. Lighthouse clears the
 * cache between runs in one browser but keeps localStorage, where the site remembers that the web
 * fonts were loaded, so later runs would measure a return visit whose fonts are gone.
 */
async function measure(url: string, withScripts: boolean): Promise<PerfRun> {
	const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
	try {
		return await measureIn(chrome.port, url, withScripts);
	} finally {
		chrome.kill();
	}
}

async function measureIn(chromePort: number, url: string, withScripts: boolean): Promise<PerfRun> {
	const result = await lighthouse(url, {
		port: chromePort,
		output: 'json',
		logLevel: 'error',
		onlyCategories: ['performance'],
		blockedUrlPatterns: withScripts ? [] : ['*.js'],
	});
	if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
	const parsed = ResultSchema.safeParse(result.lhr);
	if (!parsed.success) {
		// A run Lighthouse could not finish (e.g. NO_FCP on a busy machine) has no timings.
		const reason = result.lhr.runtimeError?.message ?? 'timings missing from the result';
		throw new Error(`Lighthouse could not measure ${url}: ${reason}`);
	}
	const { categories, audits } = parsed.data;
	const scriptBytes = audits['network-requests'].details.items
		.filter((item) => item.resourceType === 'Script')
		.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
	return {
		score: Math.round((categories.performance.score ?? 0) * 100),
		fcpMs: audits['first-contentful-paint'].numericValue,
		lcpMs: audits['largest-contentful-paint'].numericValue,
		cls: audits['cumulative-layout-shift'].numericValue,
		jsKb: scriptBytes / 1024,
		lcpElement: lcpElementLabel(audits['largest-contentful-paint-element']?.details?.items),
	};
}

/** Runs Lighthouse until it gives timings, at most three times: one failed run is noise. */
async function measureRetrying(url: string, withScripts: boolean) {
	for (let attempt = 1; ; attempt++) {
		try {
			return await measure(url, withScripts);
		} catch (error) {
			if (attempt === 3) throw error;
			console.error(`retrying: ${(error as Error).message}`);
		}
	}
}

async function hasIslands(path: string): Promise<boolean> {
	const html = await (await fetch(`${base}${path}`)).text();
	return extractPageScripts(html).hasIslands;
}

const pages = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
removeDatabase(databasePath);
const server = startServe({ ...process.env, PORT: String(port), DATABASE_PATH: databasePath });
try {
	await waitForServer(base);
	// A running site answers from warm code paths: the first answers of a freshly started server
	// (pages rendered on demand above all) are several times slower than later ones.
	for (const path of pages.length > 0 ? pages : PUBLIC_PAGES) {
		for (let visit = 0; visit < WARM_UP_VISITS; visit++)
			await (await fetch(`${base}${path}`)).text();
	}
	const rows: PerfRow[] = [];
	for (const path of pages.length > 0 ? pages : PUBLIC_PAGES) {
		const url = `${base}${path}`;
		const withScripts: PerfRun[] = [];
		const withoutScripts: PerfRun[] = [];
		for (let run = 0; run < runs; run++) {
			withScripts.push(await measureRetrying(url, true));
			withoutScripts.push(await measureRetrying(url, false));
		}
		const row = {
			path,
			withScripts: medianRun(withScripts),
			noScriptLcpMs: medianRun(withoutScripts).lcpMs,
			hasIslands: await hasIslands(path),
		};
		rows.push(row);
		console.error(`measured ${path}`);
	}
	console.log(
		`Lighthouse mobile simulation, median of ${runs} (JS budget: 90 KB with islands, 15 KB without)\n`,
	);
	console.log(formatPerfTable(rows));
} finally {
	server.kill();
	removeDatabase(databasePath);
}
