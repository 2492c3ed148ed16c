import { z } from 'zod/mini';

/** Presence states, in the order the team page sorts them (spec 7). */
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

/** Description shown when a staff member has none (spec 2.6). */
export const DEFAULT_STAFF_DESCRIPTION = "This staff member hasn't set a description yet.";

/** One staff member; an unknown presence counts as offline. */
export const StaffUserSchema = z.object({
	id: z.string(),
	username: z.string(),
	avatarUrl: z._default(z.nullable(z.string()), null),
	status: z.catch(z.enum(STAFF_STATUSES), 'offline'),
	description: z.pipe(
		z.optional(z.nullable(z.string())),
		z.transform((value) => value || DEFAULT_STAFF_DESCRIPTION),
	),
});

/** A staff member. */
export type StaffUser = z.infer<typeof StaffUserSchema>;

/** Answer of `GET /role-users/{roleId}`. */
export const RoleUsersAnswerSchema = z.object({ users: z._default(z.array(StaffUserSchema), []) });
