import type { Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { AFTER_PAINT_LOADER } from '../../src/page-speed/defer-scripts';
import { ASTRO_ISLAND_STYLES } from '../../src/hosting/security-headers';
import { FONTS_LOADED_STORAGE_KEY, FONTS_PENDING_ATTRIBUTE } from '../../src/lib/web-fonts';
import { expect, expectHydrated, test } from './support/fixtures';
import { rawGet } from './support/raw-http';

// Pages paint before any script or web font: scripts wait for the first paint, and a first
// visit shows the fallback fonts until the web fonts have loaded after it.

/** Prerendered pages and pages rendered on demand (a round, a reset link). */
const PAGES = ['/', '/servers', '/rules/jb', '/ttt/rounds/1', `/reset-password/${'r'.repeat(64)}`];

const hashOf = (body: string) =>
	`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/** The bodies of a page's inline elements of one kind (`<script>` without src, `<style>`). */
function inlineBodies(html: string, tag: 'script' | 'style'): string[] {
	const pattern = new RegExp(`<${tag}(?![^>]*\\ssrc=)[^>]*>([\\s\\S]*?)</${tag}>`, 'gi');
	return [...html.matchAll(pattern)].map((match) => match[1]!).filter((body) => body.trim());
}

/**
 * Records, from before the page's own head script runs, each change of the fonts-pending mark
 * on <html> ('set' or 'removed') and the heading's font family when the document was parsed.
 */
async function recordFontMarks(page: Page) {
	await page.addInitScript((attribute) => {
		const seen = { marks: [] as string[], headingFont: '' };
		Object.assign(window, { __fontMarks: seen });
		new MutationObserver((records) => {
			for (const record of records) seen.marks.push(record.oldValue === null ? 'set' : 'removed');
		}).observe(document, {
			subtree: true,
			attributes: true,
			attributeOldValue: true,
			attributeFilter: [attribute],
		});
		document.addEventListener('DOMContentLoaded', () => {
			const heading = document.querySelector('h1');
			seen.headingFont = heading ? getComputedStyle(heading).fontFamily : '';
		});
	}, FONTS_PENDING_ATTRIBUTE);
}

const fontMarks = (page: Page) =>
	page.evaluate(
		() =>
			(window as never as { __fontMarks: { marks: string[]; headingFont: string } }).__fontMarks,
	);

/** Waits until the loader has turned every waiting script of the page into a module script. */
async function expectScriptsStarted(page: Page) {
	const waiting = await page
		.locator('script[type="after-paint"]')
		.evaluateAll((scripts) => scripts.map((script) => script.getAttribute('data-src')));
	expect(waiting.length).toBeGreaterThan(0);
	for (const src of waiting) {
		await expect(page.locator(`script[type="module"][src="${src}"]`)).toHaveCount(1);
	}
}

test('a first visit paints with the fallback fonts, then swaps the web fonts in', async ({
	page,
}) => {
	await recordFontMarks(page);
	await page.goto('/servers');
	await expect
		.poll(() => page.evaluate(() => document.fonts.check('1em "Oxanium Variable"')))
		.toBe(true);
	await expect(page.locator('html')).not.toHaveAttribute(FONTS_PENDING_ATTRIBUTE);
	const { marks, headingFont } = await fontMarks(page);
	// Marked by the head script before the first paint, unmarked once both faces were in.
	expect(marks).toEqual(['set', 'removed']);
	expect(headingFont).toMatch(/^"Oxanium Fallback"/);
	const faces = await page.evaluate(() =>
		[...document.fonts]
			.filter((face) => /Variable/.test(face.family))
			.map((face) => `${face.family.replace(/"/g, '')}: ${face.status}`)
			.sort(),
	);
	expect(faces).toEqual(['Inter Variable: loaded', 'Oxanium Variable: loaded']);
	const heading = page.getByRole('heading', { level: 1 });
	await expect(heading).toHaveCSS('font-family', /^"Oxanium Variable"/);
	expect(await page.evaluate((key) => localStorage.getItem(key), FONTS_LOADED_STORAGE_KEY)).toBe(
		'1',
	);
});

test('the next pages use the web fonts from their first paint', async ({ page }) => {
	await page.goto('/servers');
	await expect(page.locator('html')).not.toHaveAttribute(FONTS_PENDING_ATTRIBUTE);
	await recordFontMarks(page);
	for (const path of ['/staff', '/ttt/rounds/1']) {
		await page.goto(path);
		await expectScriptsStarted(page);
		const { marks, headingFont } = await fontMarks(page);
		expect(marks, path).toEqual([]);
		expect(headingFont, path).toMatch(/^"Oxanium Variable"/);
		await expect(page.locator('html'), path).not.toHaveAttribute(FONTS_PENDING_ATTRIBUTE);
	}
});

test('pages carry no module script, only waiting ones and the loader before </body>', async ({
	baseURL,
}) => {
	const loader = `<script>${AFTER_PAINT_LOADER}</script>`;
	for (const path of PAGES) {
		const { status, body } = await rawGet(baseURL!, path);
		expect(status, path).toBe(200);
		const html = body.toString('utf8');
		expect(html, path).not.toMatch(/<script[^>]*type="module"[^>]*\ssrc=/);
		expect(html.split(loader).length - 1, path).toBe(1);
		expect(html, path).toContain(`${loader}</body>`);
		const waiting = [...html.matchAll(/<script type="after-paint" data-src="([^"]+)"><\/script>/g)];
		expect(waiting.length, path).toBeGreaterThan(0);
		for (const [, src] of waiting) {
			const script = await rawGet(baseURL!, src!);
			expect(script.status, src).toBe(200);
			expect(script.headers['content-type'], src).toMatch(/^text\/javascript/);
		}
	}
});

test('the policy of every page allows its loader and each inline script and style', async ({
	baseURL,
}) => {
	for (const path of PAGES) {
		const { headers, body } = await rawGet(baseURL!, path);
		const policy = String(headers['content-security-policy']);
		const scriptSrc = /script-src ([^;]*)/.exec(policy)![1]!.split(' ');
		const styleSrc = /style-src ([^;]*)/.exec(policy)![1]!.split(' ');
		expect(scriptSrc, path).toContain(hashOf(AFTER_PAINT_LOADER));
		const html = body.toString('utf8');
		for (const script of inlineBodies(html, 'script')) {
			expect(scriptSrc, `${path}: ${script.slice(0, 60)}`).toContain(hashOf(script));
		}
		const ownStyles = inlineBodies(html, 'style').map(hashOf);
		for (const hash of ownStyles) expect(styleSrc, path).toContain(hash);
		// Nothing of other pages: each page's CSS is inlined, and forty hashes in every page's
		// policy made its headers too long for the first round trip.
		const islandStyles = hashOf(ASTRO_ISLAND_STYLES);
		const hashed = styleSrc.filter((source) => source.startsWith("'sha256-"));
		expect(
			hashed.filter((hash) => hash !== islandStyles && !ownStyles.includes(hash)),
			path,
		).toEqual([]);
	}
});

test('scripts start after the paint with no policy violation, and islands hydrate', async ({
	page,
}) => {
	await page.addInitScript(() => {
		const violations: string[] = [];
		Object.assign(window, { __violations: violations });
		document.addEventListener('securitypolicyviolation', (event) =>
			violations.push(`${event.violatedDirective} ${event.blockedURI}`),
		);
	});
	for (const path of PAGES) {
		await page.goto(path);
		await expectScriptsStarted(page);
		await expect(page.locator('html'), path).not.toHaveAttribute(FONTS_PENDING_ATTRIBUTE);
		const violations = await page.evaluate(
			() => (window as never as { __violations: string[] }).__violations,
		);
		expect(violations, path).toEqual([]);
	}
	// The servers page is an island: once hydrated after the paint it lists the servers it fetched.
	await page.goto('/servers');
	const grid = page.locator('.server-grid');
	await expectHydrated(grid);
	await expect(grid.getByRole('listitem').first()).toBeVisible();
});

test('an island a phone shows in its first screen fetches nothing before the first paint, then hydrates', async ({
	page,
}) => {
	// client:inview: the top supporters sit below the fold on a desktop, in view on a phone.
	await page.setViewportSize({ width: 390, height: 844 });
	await page.goto('/support');
	await expectScriptsStarted(page);
	await expect(page.getByRole('list', { name: 'All-time top supporters' })).toBeVisible();
	const { paint, scripts } = await page.evaluate(() => ({
		paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
		scripts: performance
			.getEntriesByType('resource')
			.filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
			.map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
	}));
	expect(paint).toBeDefined();
	expect(scripts.length).toBeGreaterThan(0);
	expect(scripts.filter((script) => script.start < paint!)).toEqual([]);
});
