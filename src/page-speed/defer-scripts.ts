import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AFTER_PAINT_FALLBACK_MS } from '../paint-timing';

/** The type a page script waits under until the loader starts it; browsers never run it. */
export const AFTER_PAINT_SCRIPT_TYPE = 'after-paint';

/** A module script the build emitted (`/_astro/…`), the way Astro writes it. */
const MODULE_SCRIPT = /<script type="module" src="(\/_astro\/[^"<>]+\.js)"><\/script>/g;

/**
 * The inline loader: after the first contentful paint (src/page-speed/after-first-paint.ts does the
 * same for islands), it turns every waiting script into a module script. One constant text, so
 * one hash in the Content-Security-Policy serves every page.
 */
export const AFTER_PAINT_LOADER =
	'(function(){var d=document,done=0;function go(){if(done)return;done=1;' +
	`d.querySelectorAll('script[type="${AFTER_PAINT_SCRIPT_TYPE}"]').forEach(function(w){` +
	"var s=d.createElement('script');s.type='module';s.src=w.getAttribute('data-src');" +
	'd.head.appendChild(s)})}' +
	'try{var o=new PerformanceObserver(function(l){' +
	"if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}});" +
	"o.observe({type:'paint',buffered:true})}" +
	'catch(e){requestAnimationFrame(function(){setTimeout(go,0)})}' +
	`setTimeout(go,${AFTER_PAINT_FALLBACK_MS})})()`;

/**
 * Makes a page's module scripts wait for its first paint: each becomes an inert
 * `<script type="after-paint">` in place, and the loader goes before `</body>`. Scripts are
 * what made a page of text paint later with JavaScript than without: fetched and run before
 * the first paint, they held it up. A page without module scripts is returned unchanged.
 */
export function deferModuleScripts(html: string): string {
	let deferred = 0;
	const rewritten = html.replace(MODULE_SCRIPT, (_tag, src: string) => {
		deferred++;
		return `<script type="${AFTER_PAINT_SCRIPT_TYPE}" data-src="${src}"></script>`;
	});
	if (deferred === 0) return html;
	const end = rewritten.lastIndexOf('</body>');
	const loader = `<script>${AFTER_PAINT_LOADER}</script>`;
	return end === -1 ? rewritten + loader : rewritten.slice(0, end) + loader + rewritten.slice(end);
}

/** Rewrites every prerendered page of a build folder; answers how many pages changed. */
export async function deferScriptsInDirectory(dir: string): Promise<number> {
	const entries = await readdir(dir, { withFileTypes: true, recursive: true });
	let changed = 0;
	for (const entry of entries) {
		if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
		const file = join(entry.parentPath, entry.name);
		const html = await readFile(file, 'utf8');
		const rewritten = deferModuleScripts(html);
		if (rewritten === html) continue;
		await writeFile(file, rewritten);
		changed++;
	}
	return changed;
}
