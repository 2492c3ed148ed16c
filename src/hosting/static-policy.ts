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

/** A stylesheet the server build inlines into a page rendered on demand, as Astro writes it. */
const MANIFEST_INLINE_STYLE = /"type":"inline","content":"((?:[^"\\]|\\.)*)"/g;

/**
 * The CSS bodies the server build inlines into pages rendered on demand (its manifest lists
 * each page's styles): those pages show them in `<style>` elements no prerendered page has.
 */
export function manifestInlineStyles(manifestSource: string): string[] {
	return [...manifestSource.matchAll(MANIFEST_INLINE_STYLE)].map(
		([, content]) => JSON.parse(`"${content}"`) as string,
	);
}

async function readServerManifests(serverDir: string): Promise<string[]> {
	const entries = await readdir(serverDir, { withFileTypes: true });
	const manifests = entries.filter(
		(entry) => entry.isFile() && /^manifest_.*\.mjs$/.test(entry.name),
	);
	return Promise.all(manifests.map((entry) => readFile(join(serverDir, entry.name), 'utf8')));
}

/**
 * After the build: hashes the inline scripts and `<style>` elements of every prerendered page
 * (the guard script, the island loaders) and the stylesheets the server inlines into pages
 * rendered on demand into one policy, and writes it where the server reads it at start. Pages
 * rendered on demand get the same policy: they run and apply only what the build made.
 */
export async function writeStaticPolicy(
	clientDir: string,
	serverDir: string,
	{ apiOrigin, https }: { apiOrigin: string | null; https: boolean },
): Promise<StaticPolicy> {
	const scriptHashes = new Set<string>();
	const styleHashes = new Set<string>();
	for (const file of await listHtmlFiles(clientDir)) {
		const html = await readFile(file, 'utf8');
		inlineScriptHashes(html).forEach((hash) => scriptHashes.add(hash));
		inlineStyleHashes(html).forEach((hash) => styleHashes.add(hash));
	}
	for (const manifest of await readServerManifests(serverDir)) {
		manifestInlineStyles(manifest).forEach((css) => styleHashes.add(sourceHash(css)));
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
