import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import {
	contentSecurityPolicy,
	inlineScriptHashes,
	inlineStyleHashes,
	sourceHash,
} from './security-headers';

/** File, beside the server bundle, holding the policies of the server's answers. */
export const STATIC_POLICY_FILE = 'static-security.json';

/**
 * What the build leaves for the server. Each document gets a policy that allows only its own
 * inline scripts and styles: one policy for every page listed some forty hashes, and its 3 KB
 * of headers pushed pages past the first round trip of a new connection (~14 KB).
 */
export interface StaticPolicy {
	/** For any answer not named below: every inline script and style the build made. */
	policy: string;
	/** Per prerendered page, by its file under the client folder ('support/index.html'). */
	documents?: Record<string, string>;
	/**
	 * Per route rendered on demand, by its pattern ('/ttt/rounds/[id]'): the build's inline
	 * scripts (the same loaders every page has) and that route's inlined CSS.
	 */
	routes?: Record<string, string>;
	https: boolean;
}

async function listHtmlFiles(dir: string): Promise<string[]> {
	const entries = await readdir(dir, { withFileTypes: true, recursive: true });
	return entries
		.filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
		.map((entry) => join(entry.parentPath, entry.name));
}

/** A stylesheet of a route in the build's server manifest, as Astro describes it. */
export type RouteStylesheet =
	{ type: 'inline'; content: string } | { type: 'external'; src: string };

/** A route of the build's server manifest, as far as the policy reads it. */
interface ManifestRoute {
	routeData: { route: string; prerender: boolean };
	styles: RouteStylesheet[];
}

/**
 * Hashes of the CSS Astro inlines into each route rendered on demand, by route pattern: those
 * pages carry it as `<style>` elements that no prerendered file shows.
 */
export function routeStyleHashes(routes: ReadonlyArray<ManifestRoute>): Record<string, string[]> {
	const byRoute: Record<string, string[]> = {};
	for (const { routeData, styles } of routes) {
		if (routeData.prerender) continue;
		const hashes = new Set<string>();
		for (const sheet of styles) {
			if (sheet.type !== 'inline' || sheet.content.trim() === '') continue;
			hashes.add(sourceHash(sheet.content));
		}
		byRoute[routeData.route] = [...hashes].sort();
	}
	return byRoute;
}

const sorted = (hashes: Iterable<string>) => [...new Set(hashes)].sort();

/**
 * After the build: hashes the inline scripts and `<style>` elements of every prerendered page
 * (the guard script, the island loaders, the page's CSS) and the inline CSS of the routes
 * rendered on demand (`routeStyles`, from the server manifest), and writes the policies where
 * the server reads them at start. Pages rendered on demand run only what the build made.
 */
export async function writeStaticPolicy(
	clientDir: string,
	serverDir: string,
	{
		apiOrigin,
		https,
		routeStyles = {},
	}: { apiOrigin: string | null; https: boolean; routeStyles?: Record<string, string[]> },
): Promise<StaticPolicy> {
	const allScripts: string[] = [];
	const allStyles: string[] = Object.values(routeStyles).flat();
	const documents: Record<string, string> = {};
	for (const file of await listHtmlFiles(clientDir)) {
		const html = await readFile(file, 'utf8');
		const scriptHashes = inlineScriptHashes(html);
		const styleHashes = inlineStyleHashes(html);
		allScripts.push(...scriptHashes);
		allStyles.push(...styleHashes);
		const name = relative(clientDir, file).split(sep).join('/');
		documents[name] = contentSecurityPolicy({ scriptHashes, styleHashes, apiOrigin });
	}
	const routes: Record<string, string> = {};
	for (const [route, styleHashes] of Object.entries(routeStyles)) {
		routes[route] = contentSecurityPolicy({
			scriptHashes: sorted(allScripts),
			styleHashes,
			apiOrigin,
		});
	}
	const policy = contentSecurityPolicy({
		scriptHashes: sorted(allScripts),
		styleHashes: sorted(allStyles),
		apiOrigin,
	});
	const result: StaticPolicy = { policy, documents, routes, https };
	await writeFile(join(serverDir, STATIC_POLICY_FILE), JSON.stringify(result, null, '\t'));
	return result;
}

/** Reads the build's policies; without them, a policy that blocks every inline script. */
export function readStaticPolicy(serverDir: string): StaticPolicy {
	try {
		return JSON.parse(readFileSync(join(serverDir, STATIC_POLICY_FILE), 'utf8')) as StaticPolicy;
	} catch {
		console.warn(`No ${STATIC_POLICY_FILE} in the build: inline scripts will be blocked.`);
		return { policy: contentSecurityPolicy(), https: false };
	}
}

/** A lookup by name that never answers for a name the table does not hold ('constructor'). */
export function policyTable(
	table: Record<string, string> | undefined,
): (name: string) => string | undefined {
	const policies = new Map(Object.entries(table ?? {}));
	return (name) => policies.get(name);
}
