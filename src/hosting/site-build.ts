import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CommunityProfile } from '../community/schema';
import type { SiteProfile } from '../site-mode';

/** File, beside the server bundle, recording what the build was made for. */
export const SITE_BUILD_FILE = 'site-build.json';

/** What a build records for the server: its profile and the public settings baked into it. */
export interface SiteBuildRecord extends SiteProfile {
	/** Every public (PUBLIC_*) setting as the build inlined it. */
	publicSettings: Record<string, string>;
	/** The community the build shows (its profile file, validated). */
	community: CommunityProfile;
}

/** Writes the build's record where the server reads it at start. */
export async function writeSiteBuild(serverDir: string, record: SiteBuildRecord): Promise<void> {
	await writeFile(join(serverDir, SITE_BUILD_FILE), JSON.stringify(record, null, '\t'));
}

/** The build's record, or null for a folder without one (no build, or an older one). */
export function readSiteBuild(serverDir: string): SiteBuildRecord | null {
	try {
		return JSON.parse(readFileSync(join(serverDir, SITE_BUILD_FILE), 'utf8')) as SiteBuildRecord;
	} catch {
		return null;
	}
}

/**
 * The public settings a build inlines: each client field of the env schema, from the
 * environment (which the config has loaded .env into) or the field's default.
 */
export function readPublicSettings(
	schema: Record<string, { context: string; default?: unknown }>,
	env: Record<string, string | undefined>,
): Record<string, string> {
	return Object.fromEntries(
		Object.entries(schema)
			.filter(([, field]) => field.context === 'client')
			.map(([name, field]) => [name, env[name] ?? String(field.default ?? '')]),
	);
}
