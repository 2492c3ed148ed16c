import { loadCommunityProfile } from '../../../src/community/load';
import { DEFAULT_COMMUNITY_PROFILE } from '../../../src/defaults';

const root = new URL('../../..', import.meta.url).pathname;

/**
 * The community the suite's build shows: the profile COMMUNITY_PROFILE names, or the demo's.
 * Read from its file, as the build reads it (the pages' module of it exists only in the build).
 */
export const BUILT_COMMUNITY = loadCommunityProfile(
	new URL(process.env.COMMUNITY_PROFILE || DEFAULT_COMMUNITY_PROFILE, `file://${root}`).pathname,
	`${root}src/styles/tokens.css`,
);

type MenuItem = (typeof BUILT_COMMUNITY.navigation)[number];

/** The header menu's items that open a submenu, in order. */
export const MENU_GROUPS = BUILT_COMMUNITY.navigation.filter(
	(item): item is Extract<MenuItem, { children: unknown }> => 'children' in item,
);
