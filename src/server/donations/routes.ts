import {
	DonationListSchema,
	DonatorStatusSchema,
	DonorListSchema,
	GoalSchema,
	TopMonthParamSchema,
} from '../../contract/donations';
import type {
	DonationWire,
	DonatorStatusWire,
	DonorWire,
	GoalWire,
} from '../../contract/donations';
import {
	currentGoal,
	donatorStatus,
	listDonations,
	topDonorsAllTime,
	topDonorsOfMonth,
} from './queries';
import { createRouter } from '../http/create-router';
import { requireAuth } from '../auth/require-auth';
import { validate } from '../http/validate';
import { describeRoute } from '../http/route-docs';
import type { $ZodType } from 'zod/v4/core';

/** The document's entry of a donation call: a summary and its answer. */
function describe(summary: string, answer: $ZodType) {
	return describeRoute({ summary, answers: { 200: answer } });
}

/** Donations: the signed-in user's, the monthly goal and the top lists. */
export const donationRoutes = createRouter()
	.get(
		'/my',
		describe("The signed-in account's donations", DonationListSchema),
		requireAuth,
		async (c) => c.json((await listDonations(c.var.db, c.var.account.id)) satisfies DonationWire[]),
	)
	.get(
		'/my/donator-status',
		describe('Whether the signed-in account is a donator, and until when', DonatorStatusSchema),
		requireAuth,
		async (c) =>
			c.json((await donatorStatus(c.var.db, c.var.account.id)) satisfies DonatorStatusWire),
	)
	.get(
		'/goals/current',
		describe("This month's donation goal and how much is raised", GoalSchema),
		async (c) =>
			c.json((await currentGoal(c.var.db, c.var.adapters.donationGoalEur)) satisfies GoalWire),
	)
	.get('/top-alltime', describe('The top supporters of all time', DonorListSchema), async (c) =>
		c.json((await topDonorsAllTime(c.var.db)) satisfies DonorWire[]),
	)
	.get(
		'/top/:month/:year',
		describe('The top supporters of a month', DonorListSchema),
		validate('param', TopMonthParamSchema),
		async (c) => {
			const { month, year } = c.req.valid('param');
			return c.json((await topDonorsOfMonth(c.var.db, month, year)) satisfies DonorWire[]);
		},
	);
