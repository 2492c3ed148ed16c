/**
 * What game servers read with their ingest key: the admins and admin groups that apply to them,
 * in the shapes of CounterStrikeSharp's `configs/admins.json` and `configs/admin_groups.json`
 * (https://docs.cssharp.dev/docs/admin-framework/defining-admins.html and
 * .../defining-admin-groups.html).
 */
import { z } from 'zod/mini';
import { INDIVIDUAL_STEAM_ID_PATTERN } from './steam-id';

/**
 * CounterStrikeSharp's standard permissions, by the SourceMod flag letter each is based on; the
 * custom flags `root` and `vip` are standard names too.
 */
export const CSS_STANDARD_FLAGS: Readonly<Record<string, string>> = {
	a: '@css/reservation',
	b: '@css/generic',
	c: '@css/kick',
	d: '@css/ban',
	e: '@css/unban',
	f: '@css/slay',
	g: '@css/changemap',
	h: '@css/cvar',
	i: '@css/config',
	j: '@css/chat',
	k: '@css/vote',
	l: '@css/password',
	m: '@css/rcon',
	n: '@css/cheats',
	z: '@css/root',
	root: '@css/root',
	vip: '@css/vip',
};

/** Where our own flags live among CounterStrikeSharp permissions: `@community/staff`. */
const CUSTOM_FLAG_SCOPE = '@community/';

/** The CounterStrikeSharp permission of one of our flags: standard name, else `@community/<flag>`. */
export function toCssFlag(flag: string): string {
	return CSS_STANDARD_FLAGS[flag] ?? `${CUSTOM_FLAG_SCOPE}${flag}`;
}

/** The key of a group in both files: CounterStrikeSharp wants group names to start with '#'. */
export function toCssGroup(name: string): string {
	return `#${name}`;
}

/** A permission: CounterStrikeSharp ignores any that does not start with '@'. */
const PermissionSchema = z.string().check(z.startsWith('@'));
/** A group reference or key. */
const GroupKeySchema = z.string().check(z.startsWith('#'));
const ImmunitySchema = z.number().check(z.int(), z.gte(0));

/** One admin of `configs/admins.json`. */
const CssAdminSchema = z.object({
	/** The player's SteamID64. */
	identity: z.string().check(z.regex(INDIVIDUAL_STEAM_ID_PATTERN)),
	/** Every flag of the player's configs without a group, as permissions, sorted. */
	flags: z.array(PermissionSchema),
	/** The highest immunity of the player's configs. */
	immunity: ImmunitySchema,
	/** Every group of the player's configs, sorted. */
	groups: z.array(GroupKeySchema),
});

/**
 * `GET /api/ingest/admins`: `configs/admins.json`, keyed by the player's name (`<name>
 * (<SteamID64>)` when players share a name, the SteamID64 when the name is empty).
 */
export const CssAdminsSchema = z.record(z.string(), CssAdminSchema);

/** The admins file as the API sends it. */
export type CssAdminsWire = z.input<typeof CssAdminsSchema>;

/** One group of `configs/admin_groups.json`. */
const CssAdminGroupSchema = z.object({
	flags: z.array(PermissionSchema),
	immunity: ImmunitySchema,
});

/** `GET /api/ingest/admin-groups`: `configs/admin_groups.json`, keyed `#<group name>`. */
export const CssAdminGroupsSchema = z.record(GroupKeySchema, CssAdminGroupSchema);

/** The groups file as the API sends it. */
export type CssAdminGroupsWire = z.input<typeof CssAdminGroupsSchema>;
