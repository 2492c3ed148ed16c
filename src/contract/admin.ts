import { z } from 'zod/mini';
import { playerName } from './player-name';
import { INVALID_ID_MESSAGE, REGIONS, RegionSchema, type Region } from './common';
import { INDIVIDUAL_STEAM_ID_PATTERN } from './steam-id';

// The region schema lives in common.ts; re-exported so admin code has one import.
export { REGIONS, type Region };

/** Immunity range and the value new configs and groups start with. */
export const IMMUNITY_MIN = 0;
export const IMMUNITY_MAX = 100;
export const IMMUNITY_DEFAULT = 100;

/** Config ids whose deletion is skipped. */
const UNDELETABLE_CONFIG_IDS: readonly number[] = [0, 1, 3];
/** Delete All is disabled when any config id is at or below this. */
const DELETE_ALL_DISABLED_MAX_ID = 3;

/** The flag values that make a root or a staff admin in the admin counts. */
export const ROOT_FLAG = 'root';
export const STAFF_FLAG = 'staff';

/** Messages of the admin rules, shared by the admin screens and the API. */
export const ADMIN_MESSAGES = {
	steamIdRequired: 'SteamID is required.',
	steamIdInvalid: 'SteamID must be a 17-digit SteamID64 starting with 7656119.',
	groupNameRequired: 'Group name cannot be empty.',
	groupNameTaken: 'A group with this name already exists in this region.',
	groupInUse: 'This group is still assigned to admin configurations.',
	flagNameRequired: 'Please enter a flag name.',
	flagNameInvalid: 'A flag name may contain no spaces or commas.',
	immunityRange: `Immunity must be between ${IMMUNITY_MIN} and ${IMMUNITY_MAX}.`,
	unknownServer: 'No such game server in this region.',
	unknownGroup: 'No such admin group in this region.',
	configNotFound: 'Admin configuration not found.',
	groupNotFound: 'Admin group not found.',
	protectedConfig: 'This admin configuration is protected and cannot be deleted.',
} as const;

/** Whether deleting a config of this id is allowed. */
export function isDeletableConfigId(id: number): boolean {
	return !UNDELETABLE_CONFIG_IDS.includes(id);
}

/** Whether Delete All is allowed for these config ids: not when any is 3 or lower. */
export function canDeleteAll(ids: readonly number[]): boolean {
	return ids.every((id) => id > DELETE_ALL_DISABLED_MAX_ID);
}

/** A flag name: no spaces, no commas (the server keeps flags as a comma list). */
export const FLAG_NAME_PATTERN = /^[^\s,]+$/;

/** Splits a comma list from the server into flags, dropping empty entries and repeats. */
export function parseFlagList(list: string | readonly string[] | null | undefined): string[] {
	const items = typeof list === 'string' ? list.split(',') : (list ?? []);
	return [...new Set(items.map((flag) => flag.trim()).filter(Boolean))];
}

/** Joins flags into the comma list the API stores and sends. */
export function formatFlagList(flags: readonly string[]): string {
	return parseFlagList(flags).join(',');
}

/** Immunity 0-100; 100 when not given. */
export const ImmunitySchema = z._default(
	z
		.number({ error: ADMIN_MESSAGES.immunityRange })
		.check(
			z.int(ADMIN_MESSAGES.immunityRange),
			z.gte(IMMUNITY_MIN, ADMIN_MESSAGES.immunityRange),
			z.lte(IMMUNITY_MAX, ADMIN_MESSAGES.immunityRange),
		),
	IMMUNITY_DEFAULT,
);

/** A flag of a group or config. */
const FlagSchema = z
	.string({ error: ADMIN_MESSAGES.flagNameRequired })
	.check(
		z.trim(),
		z.minLength(1, ADMIN_MESSAGES.flagNameRequired),
		z.regex(FLAG_NAME_PATTERN, ADMIN_MESSAGES.flagNameInvalid),
	);

/**
 * Flags as a body sends them: the comma list the API stores ('a,b,root') or an array; either
 * way each flag has no spaces, and repeats are dropped. Missing means none.
 */
const FlagListInputSchema = z._default(
	z.pipe(
		z.union([
			z.pipe(
				z.string({ error: ADMIN_MESSAGES.flagNameInvalid }),
				z.transform((list) => (list.trim() === '' ? [] : list.split(','))),
			),
			z.array(z.string({ error: ADMIN_MESSAGES.flagNameInvalid })),
		]),
		z.pipe(
			z.array(FlagSchema),
			z.transform((flags) => [...new Set(flags)]),
		),
	),
	[],
);

/** Flags as an answer carries them: a comma list (or an array from another API), as an array. */
const FlagListAnswerSchema = z.pipe(
	z.catch(z.union([z.string(), z.array(z.string()), z.null()]), ''),
	z.transform((list) => parseFlagList(list)),
);

/** A group name: trimmed, not empty. */
const GroupNameSchema = z
	.string({ error: ADMIN_MESSAGES.groupNameRequired })
	.check(z.trim(), z.minLength(1, ADMIN_MESSAGES.groupNameRequired), z.maxLength(64));

/** Body of `POST /game-groups`. */
export const GameGroupInputSchema = z.object({
	name: GroupNameSchema,
	immunity: ImmunitySchema,
	flags: FlagListInputSchema,
	region: RegionSchema,
});

/** A validated new group. */
export type GameGroupInput = z.infer<typeof GameGroupInputSchema>;

/** Body of `PUT /game-groups/{id}`: name and immunity; flags go through their own call. */
export const GameGroupUpdateSchema = z.object({
	name: GroupNameSchema,
	immunity: ImmunitySchema,
	region: RegionSchema,
});

/** Body of `PUT /game-groups/{id}/flags`. */
export const GameGroupFlagsInputSchema = z.object({
	flags: FlagListInputSchema,
	region: RegionSchema,
});

/** An id that is null, missing or a positive integer (server and group of a config). */
const OptionalRefSchema = z._default(z.nullable(z.number().check(z.int(), z.positive())), null);

/** Body of `POST /game-admins` and `PUT /game-admins/{id}`. */
export const GameAdminInputSchema = z.object({
	/** The player's SteamID64. */
	player_steamid: z
		.string({ error: ADMIN_MESSAGES.steamIdRequired })
		.check(
			z.trim(),
			z.minLength(1, ADMIN_MESSAGES.steamIdRequired),
			z.regex(INDIVIDUAL_STEAM_ID_PATTERN, ADMIN_MESSAGES.steamIdInvalid),
		),
	/** Display name; may be empty. */
	player_name: z._default(playerName('player_name', { mayBeEmpty: true }), ''),
	immunity: ImmunitySchema,
	/** null: every server of the region. */
	server_id: OptionalRefSchema,
	/** null: the config has its own flags. */
	group_id: OptionalRefSchema,
	/** Ignored (stored empty) when a group is set. */
	flags: FlagListInputSchema,
	region: RegionSchema,
});

/** A validated config body. */
export type GameAdminInput = z.infer<typeof GameAdminInputSchema>;

/** A config id in a path: 0 is a real id here (the protected configs 0 to 3). */
export const ConfigIdParamSchema = z.object({
	id: z.pipe(
		z
			.string({ error: INVALID_ID_MESSAGE })
			.check(z.regex(/^(0|[1-9]\d{0,14})$/, INVALID_ID_MESSAGE)),
		z.transform(Number),
	),
});

/** One admin configuration as `GET /game-admins` answers it; flags become an array. */
export const GameAdminConfigSchema = z.object({
	id: z.number(),
	player_steamid: z.string(),
	player_name: z.catch(z.string(), ''),
	immunity: z.catch(z.number(), IMMUNITY_DEFAULT),
	/** null: all servers of the region. */
	server_id: z.catch(z.nullable(z.number()), null),
	/** null: custom flags. */
	group_id: z.catch(z.nullable(z.number()), null),
	flags: FlagListAnswerSchema,
	region: RegionSchema,
	/** ISO 8601 time the config was created. */
	created: z.catch(z.string(), ''),
	group_name: z.catch(z.nullable(z.string()), null),
	server_name: z.catch(z.nullable(z.string()), null),
});

/** A parsed admin configuration. */
export type GameAdminConfig = z.infer<typeof GameAdminConfigSchema>;
/** A config as the API sends it (flags as a comma list). */
export type GameAdminConfigWire = z.input<typeof GameAdminConfigSchema>;

/** Answer of `GET /game-admins`. */
export const GameAdminConfigListSchema = z.array(GameAdminConfigSchema);

/** A game server of the admin area. */
export const AdminGameServerSchema = z.object({
	id: z.number(),
	/** The server's name. */
	hostname: z.string(),
	/** host:port. */
	address: z.string(),
});

/** A parsed admin-area server. */
export type AdminGameServer = z.infer<typeof AdminGameServerSchema>;
/** An admin-area server as the API sends it. */
export type AdminGameServerWire = z.input<typeof AdminGameServerSchema>;

/** Answer of `GET /game-servers`. */
export const AdminGameServerListSchema = z.array(AdminGameServerSchema);

/** An admin group; flags become an array. */
export const GameGroupSchema = z.object({
	id: z.number(),
	name: z.string(),
	immunity: z.catch(z.number(), IMMUNITY_DEFAULT),
	flags: FlagListAnswerSchema,
	region: RegionSchema,
});

/** A parsed group. */
export type GameGroup = z.infer<typeof GameGroupSchema>;
/** A group as the API sends it (flags as a comma list). */
export type GameGroupWire = z.input<typeof GameGroupSchema>;

/** Answer of `GET /game-groups`. */
export const GameGroupListSchema = z.array(GameGroupSchema);

/** Answer of `GET /game-flags`: plain strings. */
export const GameFlagListSchema = z.array(z.string());

/** The flag list as the API sends it. */
export type GameFlagListWire = z.input<typeof GameFlagListSchema>;

/** Answer of `DELETE /game-admins/{id}` and `DELETE /game-groups/{id}`: the id deleted. */
export const DeletedSchema = z.object({ id: z.number() });

/** A delete answer as the API sends it. */
export type DeletedWire = z.input<typeof DeletedSchema>;
