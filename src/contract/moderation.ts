import { z } from 'zod/mini';
import { STAFF_ROLES } from './account';

/** Every role an account can hold: a plain player, or one of the staff roles. */
export const ACCOUNT_ROLES = ['user', ...STAFF_ROLES] as const;

/** A role an account can hold. */
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** Messages of the moderation calls, shared by the admin screens, the command and the API. */
export const MODERATION_MESSAGES = {
	accountNotFound: 'No such account.',
	lastRoot: 'The last active root account cannot be disabled, deleted or lose its role.',
	ownAccount: 'Root cannot disable or change the role of their own account here.',
	roleInvalid: `Role must be one of ${ACCOUNT_ROLES.join(', ')}.`,
	staffIdInvalid: 'A Discord user id is 17 to 20 digits.',
	descriptionTooLong: 'A description is at most 500 characters.',
} as const;

/** Longest search text of the Users page. */
export const USER_SEARCH_MAX_LENGTH = 100;
/** Rows of one page of the Users, audit log and donations views. */
export const ADMIN_PAGE_SIZE = 25;
/** Longest staff description root can save (the team page shows the first 150 characters). */
export const STAFF_DESCRIPTION_MAX_LENGTH = 500;

/** A page number as a query gives it: 1 when absent. */
const PageSchema = z._default(
	z.pipe(
		z.string().check(z.regex(/^[1-9]\d{0,5}$/, 'Page must be a positive whole number')),
		z.transform(Number),
	),
	1,
);

/** Query of the Users page: a search in username or e-mail, and the page. */
export const AdminUserQuerySchema = z.object({
	/** Part of a username or e-mail; empty lists everyone. */
	search: z._default(z.string().check(z.trim(), z.maxLength(USER_SEARCH_MAX_LENGTH)), ''),
	page: PageSchema,
});

/** Query of the read-only lists (audit log, donations): the page. */
export const AdminPageQuerySchema = z.object({ page: PageSchema });

/** One account as root sees it on the Users page. */
export const AdminUserSchema = z.object({
	id: z.number(),
	username: z.string(),
	email: z.string(),
	role: z.string(),
	verified: z.boolean(),
	/** ISO 8601. */
	registeredAt: z.string(),
	/** When root disabled the account (ISO 8601); null while it may log in. */
	disabledAt: z.nullable(z.string()),
	discordUsername: z.nullable(z.string()),
	steamId: z.nullable(z.string()),
});

/** An account as the Users page shows it. */
export type AdminUser = z.infer<typeof AdminUserSchema>;
/** An account as the API sends it. */
export type AdminUserWire = z.input<typeof AdminUserSchema>;

/** One page of accounts, and how many match in all. */
export const AdminUserPageSchema = z.object({
	users: z.array(AdminUserSchema),
	total: z.number(),
});

/** A page of accounts as the API sends it. */
export type AdminUserPageWire = z.input<typeof AdminUserPageSchema>;

/** Body of `PUT /admin/users/{id}/role`. */
export const AccountRoleInputSchema = z.object({
	role: z.enum(ACCOUNT_ROLES, { error: MODERATION_MESSAGES.roleInvalid }),
});

/** Body of `PUT /admin/users/{id}/disabled`. */
export const AccountDisabledInputSchema = z.object({
	/** true disables the account (its tokens are revoked), false lets it log in again. */
	disabled: z.boolean(),
});

/** One entry of the audit log, read only. */
export const AuditEntrySchema = z.object({
	id: z.number(),
	/** ISO 8601. */
	at: z.string(),
	/** Who: a root account's name, or 'npm run user' for the command line. */
	actor: z.string(),
	action: z.string(),
	entity: z.string(),
	entityId: z.string(),
	region: z.nullable(z.string()),
	/** The row before and after, as JSON text; null where there is none. */
	before: z.nullable(z.string()),
	after: z.nullable(z.string()),
});

/** An audit entry as the view shows it. */
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** One page of the audit log, newest first. */
export const AuditPageSchema = z.object({ entries: z.array(AuditEntrySchema), total: z.number() });

/** A page of the audit log as the API sends it. */
export type AuditPageWire = z.input<typeof AuditPageSchema>;

/** One donation as root sees it; a deleted account's donations stay, without a name. */
export const AdminDonationSchema = z.object({
	id: z.number(),
	createdAt: z.string(),
	paidAt: z.nullable(z.string()),
	/** In the community's currency. */
	amount: z.number(),
	status: z.string(),
	message: z.string(),
	/** The donor's username; null once the account was deleted. */
	username: z.nullable(z.string()),
});

/** A donation as the view shows it. */
export type AdminDonation = z.infer<typeof AdminDonationSchema>;

/** One page of donations, newest first. */
export const AdminDonationPageSchema = z.object({
	donations: z.array(AdminDonationSchema),
	total: z.number(),
});

/** A page of donations as the API sends it. */
export type AdminDonationPageWire = z.input<typeof AdminDonationPageSchema>;

/** Path of `PUT /admin/staff-descriptions/{discordUserId}`. */
export const StaffIdParamSchema = z.object({
	discordUserId: z.string().check(z.regex(/^\d{17,20}$/, MODERATION_MESSAGES.staffIdInvalid)),
});

/** Body of `PUT /admin/staff-descriptions/{discordUserId}`: empty text removes it. */
export const StaffDescriptionInputSchema = z.object({
	description: z
		.string()
		.check(
			z.trim(),
			z.maxLength(STAFF_DESCRIPTION_MAX_LENGTH, MODERATION_MESSAGES.descriptionTooLong),
		),
});

/** A staff description as root edits it. */
export const StaffDescriptionSchema = z.object({
	discordUserId: z.string(),
	/** The text the team page shows; empty when the member has none. */
	description: z.string(),
});

/** A staff description as the API sends it. */
export type StaffDescriptionWire = z.input<typeof StaffDescriptionSchema>;

/** Every saved staff description. */
export const StaffDescriptionListSchema = z.array(StaffDescriptionSchema);
