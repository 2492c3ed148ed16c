import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers';

/** File, beside the server bundle, holding the policy for prerendered pages and static files. */
export const STATIC_POLICY_FILE = 'static-security.json';

async function listHtmlFiles(dir: string): Promise<string[]> {
	const entries = await readdir(dir, { withFileTypes: true, recursive: true });
	return entries
		.filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
		.map((entry) => join(entry.parentPath, entry.name));
}

/**
 * After the build: hashes the inline scripts of every prerendered page (the guard script and
 * the island loaders) into one policy, and writes it where the server reads it at start.
 */
export async function writeStaticPolicy(
	clientDir: string,
	serverDir: string,
	apiOrigin: string | null,
) {
	const hashes = new Set<string>();
	for (const file of await listHtmlFiles(clientDir)) {
		inlineScriptHashes(await readFile(file, 'utf8')).forEach((hash) => hashes.add(hash));
	}
	const policy = contentSecurityPolicy({ scriptHashes: [...hashes].sort(), apiOrigin });
	await writeFile(join(serverDir, STATIC_POLICY_FILE), JSON.stringify({ policy }, null, '\t'));
	return policy;
}
