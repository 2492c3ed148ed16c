import { Hono } from 'hono';
import { IdParamSchema } from '../../contract/common';
import {
	AccountDisabledInputSchema,
	AccountRoleInputSchema,
	ADMIN_PAGE_SIZE,
	AdminDonationPageSchema,
	AdminPageQuerySchema,
	AdminUserPageSchema,
	AdminUserQuerySchema,
	AdminUserSchema,
	AuditPageSchema,
	MODERATION_MESSAGES,
	StaffDescriptionInputSchema,
	StaffDescriptionListSchema,
	StaffDescriptionSchema,
	StaffIdParamSchema,
	type AdminDonationPageWire,
	type AdminUserPageWire,
	type AdminUserWire,
	type AuditPageWire,
	type StaffDescriptionWire,
} from '../../contract/moderation';
import { listStaffDescriptions, saveStaffDescription } from '../discord/descriptions';
import type { AuthEnv } from '../app-env';
import { apiError } from '../http/errors';
import { requireRole } from '../auth/require-auth';
import { describeRoute } from '../http/route-docs';
import { validate } from '../http/validate';
import { listAccounts, ModerationError, setAccountDisabled, setAccountRole } from './accounts';
import { readAuditPage, readDonationPage } from './views';

/** The rows of a 1-based page. */
const pageWindow = (page: number) => ({
	limit: ADMIN_PAGE_SIZE,
	offset: (page - 1) * ADMIN_PAGE_SIZE,
});

/** Runs a moderation step, answering its refusal (unknown account, last root) as JSON. */
async function moderate<T>(step: () => Promise<T>): Promise<T> {
	try {
		return await step();
	} catch (error) {
		if (error instanceof ModerationError) throw apiError(error.status, error.message);
		throw error;
	}
}

/** Root may not lock themselves out from the admin area they are using. */
function refuseOwnAccount(accountId: number, targetId: number): void {
	if (accountId === targetId) throw apiError(409, MODERATION_MESSAGES.ownAccount);
}

const STEP_ANSWERS = {
	404: MODERATION_MESSAGES.accountNotFound,
	409: `${MODERATION_MESSAGES.lastRoot}, or ${MODERATION_MESSAGES.ownAccount}`,
};

/**
 * The admin area's moderation calls, for root only: the site's accounts (search, disable,
 * role), staff descriptions, and read-only views of the audit log and of donations. Every
 * change is written to the audit log with the root account that made it.
 */
export const moderationRoutes = new Hono<AuthEnv>({ strict: true })
	.use('/admin/*', requireRole('root'))
	.get(
		'/admin/users',
		describeRoute({
			summary: 'The accounts whose username or e-mail holds the search, newest first',
			answers: { 200: AdminUserPageSchema },
		}),
		validate('query', AdminUserQuerySchema),
		async (c) => {
			const { search, page } = c.req.valid('query');
			return c.json(
				(await listAccounts(c.var.db, {
					search,
					...pageWindow(page),
				})) satisfies AdminUserPageWire,
			);
		},
	)
	.put(
		'/admin/users/:id/disabled',
		describeRoute({
			summary: 'Disable an account (its tokens are revoked) or enable it again',
			answers: { 200: AdminUserSchema, ...STEP_ANSWERS },
		}),
		validate('param', IdParamSchema),
		validate('json', AccountDisabledInputSchema),
		async (c) => {
			const { id } = c.req.valid('param');
			refuseOwnAccount(c.var.account.id, id);
			const { disabled } = c.req.valid('json');
			return c.json(
				(await moderate(() =>
					setAccountDisabled(c.var.db, c.var.account, id, disabled),
				)) satisfies AdminUserWire,
			);
		},
	)
	.put(
		'/admin/users/:id/role',
		describeRoute({
			summary: "Change an account's role",
			answers: { 200: AdminUserSchema, ...STEP_ANSWERS },
		}),
		validate('param', IdParamSchema),
		validate('json', AccountRoleInputSchema),
		async (c) => {
			const { id } = c.req.valid('param');
			refuseOwnAccount(c.var.account.id, id);
			const { role } = c.req.valid('json');
			return c.json(
				(await moderate(() =>
					setAccountRole(c.var.db, c.var.account, id, role),
				)) satisfies AdminUserWire,
			);
		},
	)
	.get(
		'/admin/audit',
		describeRoute({
			summary: 'The audit log, newest first (read only)',
			answers: { 200: AuditPageSchema },
		}),
		validate('query', AdminPageQuerySchema),
		async (c) =>
			c.json(
				(await readAuditPage(
					c.var.db,
					pageWindow(c.req.valid('query').page),
				)) satisfies AuditPageWire,
			),
	)
	.get(
		'/admin/donations',
		describeRoute({
			summary: 'Every donation, newest first (read only; deleted accounts without a name)',
			answers: { 200: AdminDonationPageSchema },
		}),
		validate('query', AdminPageQuerySchema),
		async (c) =>
			c.json(
				(await readDonationPage(
					c.var.db,
					pageWindow(c.req.valid('query').page),
				)) satisfies AdminDonationPageWire,
			),
	)
	.get(
		'/admin/staff-descriptions',
		describeRoute({
			summary: 'The saved staff descriptions of the team page',
			answers: { 200: StaffDescriptionListSchema },
		}),
		async (c) =>
			c.json(
				(await listStaffDescriptions(c.var.db)).map((row) => ({
					discordUserId: row.discord_user_id,
					description: row.description,
				})) satisfies StaffDescriptionWire[],
			),
	)
	.put(
		'/admin/staff-descriptions/:discordUserId',
		describeRoute({
			summary: "Set a staff member's description on the team page (empty removes it)",
			answers: { 200: StaffDescriptionSchema },
		}),
		validate('param', StaffIdParamSchema),
		validate('json', StaffDescriptionInputSchema),
		async (c) => {
			const { discordUserId } = c.req.valid('param');
			const description = await saveStaffDescription(
				c.var.db,
				c.var.account,
				discordUserId,
				c.req.valid('json').description,
			);
			return c.json({ discordUserId, description } satisfies StaffDescriptionWire);
		},
	);
