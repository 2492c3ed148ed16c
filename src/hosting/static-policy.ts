import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
	contentSecurityPolicy,
	inlineScriptHashes,
	inlineStyleHashes,
	sourceHash,
} from './security-headers';

/** File, beside the server bundle, holding the policy for every answer of the server. */
export const STATIC_POLICY_FILE = 'static-security.json';

/** What the build leaves for the server: the policy and whether the site is served on https. */
export interface StaticPolicy {
	policy: string;
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

/**
 * Hashes of the CSS Astro inlines into the routes of the build's server manifest. Pages
 * rendered on demand carry it as `<style>` elements that no prerendered file shows.
 */
export function routeStyleHashes(routes: ReadonlyArray<{ styles: RouteStylesheet[] }>): string[] {
	const hashes = new Set<string>();
	for (const sheet of routes.flatMap((route) => route.styles)) {
		if (sheet.type !== 'inline' || sheet.content.trim() === '') continue;
		hashes.add(sourceHash(sheet.content));
	}
	return [...hashes].sort();
}

/**
 * After the build: hashes the inline scripts and `<style>` elements of every prerendered page
 * (the guard script, the island loaders) and the inline CSS of the pages rendered on demand
 * (`routeStyles`, from the server manifest) into one policy, and writes it where the server
 * reads it at start. Pages rendered on demand get the same policy: they run only what the
 * build made.
 */
export async function writeStaticPolicy(
	clientDir: string,
	serverDir: string,
	{
		apiOrigin,
		https,
		routeStyles = [],
	}: { apiOrigin: string | null; https: boolean; routeStyles?: string[] },
): Promise<StaticPolicy> {
	const scriptHashes = new Set<string>();
	const styleHashes = new Set<string>(routeStyles);
	for (const file of await listHtmlFiles(clientDir)) {
		const html = await readFile(file, 'utf8');
		inlineScriptHashes(html).forEach((hash) => scriptHashes.add(hash));
		inlineStyleHashes(html).forEach((hash) => styleHashes.add(hash));
	}
	const policy = contentSecurityPolicy({
		scriptHashes: [...scriptHashes].sort(),
		styleHashes: [...styleHashes].sort(),
		apiOrigin,
	});
	const result = { policy, https };
	await writeFile(join(serverDir, STATIC_POLICY_FILE), JSON.stringify(result, null, '\t'));
	return result;
}

/** Reads the build's policy; without one, a policy that blocks every inline script. */
export function readStaticPolicy(serverDir: string): StaticPolicy {
	try {
		return JSON.parse(readFileSync(join(serverDir, STATIC_POLICY_FILE), 'utf8')) as StaticPolicy;
	} catch {
		console.warn(`No ${STATIC_POLICY_FILE} in the build: inline scripts will be blocked.`);
		return { policy: contentSecurityPolicy(), https: false };
	}
}
