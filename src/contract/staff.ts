import { z } from 'zod/mini';

/** Presence states, in the order the team page sorts them. */
export const STAFF_STATUSES = ['online', 'dnd', 'idle', 'offline'] as const;
/** A presence state. */
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** The label beside each status dot. */
export const STAFF_STATUS_LABELS: Readonly<Record<StaffStatus, string>> = {
	online: 'Online',
	dnd: 'Do Not Disturb',
	idle: 'Idle',
	offline: 'Offline',
};

/** Description shown when a staff member has none. */
export const DEFAULT_STAFF_DESCRIPTION = "This staff member hasn't set a description yet.";
/** Name shown for a member whose name is missing. */
const DEFAULT_STAFF_USERNAME = 'Staff member';

/** One staff member; an unknown presence counts as offline. */
export const StaffUserSchema = z.object({
	/** Discord user id; a number is read as its digits. */
	id: z.catch(z.union([z.string(), z.pipe(z.number(), z.transform(String))]), ''),
	username: z.pipe(
		z.catch(z.optional(z.nullable(z.string())), null),
		z.transform((value) => value || DEFAULT_STAFF_USERNAME),
	),
	/** Avatar image URL; null shows the default avatar. */
	avatarUrl: z.catch(z._default(z.nullable(z.string()), null), null),
	status: z.catch(z.enum(STAFF_STATUSES), 'offline'),
	description: z.pipe(
		z.catch(z.optional(z.nullable(z.string())), null),
		z.transform((value) => value || DEFAULT_STAFF_DESCRIPTION),
	),
});

/** A staff member. */
export type StaffUser = z.infer<typeof StaffUserSchema>;
/** A staff member as the API sends them. */
export type StaffUserWire = z.input<typeof StaffUserSchema>;

/** Answer of `GET /role-users/{roleId}`: the role group with its members. */
export const RoleUsersAnswerSchema = z.object({
	/** The role id, when the API tells it. */
	id: z.optional(z.string()),
	/** The role's name in Discord, when the API tells it. */
	name: z.optional(z.string()),
	users: z.catch(z._default(z.array(StaffUserSchema), []), []),
});

/** The role group as the API sends it. */
export type RoleUsersAnswerWire = z.input<typeof RoleUsersAnswerSchema>;
