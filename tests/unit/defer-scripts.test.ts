import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
	AFTER_PAINT_LOADER,
	deferModuleScripts,
	deferScriptsInDirectory,
} from '../../src/page-speed/defer-scripts';
import { inlineScriptHashes, sourceHash } from '../../src/hosting/security-headers';

const LOADER_TAG = `<script>${AFTER_PAINT_LOADER}</script>`;

const moduleTag = (src: string) => `<script type="module" src="${src}"></script>`;
const waitingTag = (src: string) => `<script type="after-paint" data-src="${src}"></script>`;

/** A page as Astro writes it: scripts in the head and between the body's parts. */
function page(head: string, body: string): string {
	return `<!doctype html><html><head><title>t</title>${head}</head><body>${body}</body></html>`;
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe('deferModuleScripts', () => {
	it('turns each build module script into a waiting one in place, in order', () => {
		const html = page(
			moduleTag('/_astro/Header.abc.js'),
			`<main>text</main>${moduleTag('/_astro/Hero.def.js')}<footer>f</footer>` +
				moduleTag('/_astro/Footer.ghi.js'),
		);
		expect(deferModuleScripts(html)).toBe(
			page(
				waitingTag('/_astro/Header.abc.js'),
				`<main>text</main>${waitingTag('/_astro/Hero.def.js')}<footer>f</footer>` +
					waitingTag('/_astro/Footer.ghi.js') +
					LOADER_TAG,
			),
		);
	});

	it('adds the loader once, right before </body>, however many scripts wait', () => {
		const scripts = ['a', 'b', 'c', 'd'].map((name) => moduleTag(`/_astro/${name}.js`));
		const rewritten = deferModuleScripts(page(scripts.join(''), '<p>x</p>'));
		expect(count(rewritten, LOADER_TAG)).toBe(1);
		expect(rewritten.endsWith(`${LOADER_TAG}</body></html>`)).toBe(true);
		expect(rewritten).not.toContain('type="module"');
	});

	it('returns a page without build module scripts unchanged', () => {
		const html = page('<script>var a=1</script>', '<p>only text</p>');
		expect(deferModuleScripts(html)).toBe(html);
	});

	it('leaves inline scripts and scripts from elsewhere alone', () => {
		const untouched = [
			'<script>(function(){var t=1})()</script>',
			'<script type="module">import "/_astro/hoisted.js";</script>',
			moduleTag('https://js.stripe.com/v3/'),
			moduleTag('/scripts/own.js'),
			'<script src="/_astro/classic.js"></script>',
			'<script type="application/ld+json">{"@type":"WebSite"}</script>',
		];
		const html = page(untouched.join(''), moduleTag('/_astro/Page.js'));
		const rewritten = deferModuleScripts(html);
		for (const tag of untouched) expect(rewritten).toContain(tag);
		expect(rewritten).toContain(waitingTag('/_astro/Page.js'));
		expect(count(rewritten, '<script type="after-paint"')).toBe(1);
	});

	it('changes nothing more when a rewritten page is rewritten again', () => {
		const once = deferModuleScripts(page(moduleTag('/_astro/a.js'), ''));
		expect(deferModuleScripts(once)).toBe(once);
	});

	it('appends the loader to a fragment without </body>', () => {
		expect(deferModuleScripts(moduleTag('/_astro/a.js'))).toBe(
			waitingTag('/_astro/a.js') + LOADER_TAG,
		);
	});

	it('gives every page the same inline loader, so one policy hash allows it everywhere', () => {
		const home = deferModuleScripts(page(moduleTag('/_astro/a.js'), '<h1>Home</h1>'));
		const rules = deferModuleScripts(page('', `<h1>Rules</h1>${moduleTag('/_astro/b.js')}`));
		expect(inlineScriptHashes(home)).toEqual([sourceHash(AFTER_PAINT_LOADER)]);
		expect(inlineScriptHashes(rules)).toEqual([sourceHash(AFTER_PAINT_LOADER)]);
	});
});

describe('deferScriptsInDirectory', () => {
	let dir = '';

	afterEach(async () => {
		if (dir) await rm(dir, { recursive: true, force: true });
	});

	it('rewrites every page with scripts, nested too, and counts them', async () => {
		dir = await mkdtemp(join(tmpdir(), 'defer-scripts-'));
		await mkdir(join(dir, 'rules', 'jb'), { recursive: true });
		const withScript = page(moduleTag('/_astro/a.js'), '<p>a</p>');
		const plain = page('', '<p>plain</p>');
		const script = `// ${moduleTag('/_astro/a.js')}`;
		await writeFile(join(dir, 'index.html'), withScript);
		await writeFile(join(dir, 'rules', 'jb', 'index.html'), withScript);
		await writeFile(join(dir, 'rules', 'index.html'), plain);
		await writeFile(join(dir, 'notes.js'), script);

		expect(await deferScriptsInDirectory(dir)).toBe(2);
		for (const file of ['index.html', join('rules', 'jb', 'index.html')]) {
			const html = await readFile(join(dir, file), 'utf8');
			expect(html, file).toBe(deferModuleScripts(withScript));
			expect(html, file).toContain(waitingTag('/_astro/a.js'));
		}
		expect(await readFile(join(dir, 'rules', 'index.html'), 'utf8')).toBe(plain);
		expect(await readFile(join(dir, 'notes.js'), 'utf8')).toBe(script);
		// A second pass (a build hook run twice) finds nothing left to do.
		expect(await deferScriptsInDirectory(dir)).toBe(0);
	});
});
