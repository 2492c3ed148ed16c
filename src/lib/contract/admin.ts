import { z } from 'zod/mini';

/** Regions that have game servers and admins (spec 9). */
export const REGIONS = ['eu', 'na'] as const;
/** A server region. */
export type Region = (typeof REGIONS)[number];
/** A region: 'eu' or 'na'. */
export const RegionSchema = z.enum(REGIONS);

/** Immunity range and the value new configs and groups start with (spec 5). */
export const IMMUNITY_MIN = 0;
export const IMMUNITY_MAX = 100;
export const IMMUNITY_DEFAULT = 100;

/** Config ids whose deletion is skipped (spec 5). */
export const UNDELETABLE_CONFIG_IDS: readonly number[] = [0, 1, 3];
/** Delete All is disabled when any config id is at or below this. */
export const DELETE_ALL_DISABLED_MAX_ID = 3;

/** Messages of the admin rules, shared by the admin screens and the API. */
export const ADMIN_MESSAGES = {
	steamIdRequired: 'SteamID is required.',
	groupNameRequired: 'Group name cannot be empty.',
	flagNameRequired: 'Please enter a flag name.',
	flagNameInvalid: 'A flag name may contain no spaces or commas.',
	immunityRange: `Immunity must be between ${IMMUNITY_MIN} and ${IMMUNITY_MAX}.`,
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
export const FlagSchema = z
	.string({ error: ADMIN_MESSAGES.flagNameRequired })
	.check(
		z.trim(),
		z.minLength(1, ADMIN_MESSAGES.flagNameRequired),
		z.regex(FLAG_NAME_PATTERN, ADMIN_MESSAGES.flagNameInvalid),
	);

/** Body of `POST /game-groups`. */
export const GameGroupInputSchema = z.object({
	name: z
		.string({ error: ADMIN_MESSAGES.groupNameRequired })
		.check(z.trim(), z.minLength(1, ADMIN_MESSAGES.groupNameRequired)),
	immunity: ImmunitySchema,
	flags: z._default(z.array(FlagSchema), []),
	region: RegionSchema,
});

/** A validated new group. */
export type GameGroupInput = z.infer<typeof GameGroupInputSchema>;
