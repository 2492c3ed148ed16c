import { TopMonthParamSchema } from '../../contract/donations';
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
import { requireAuth } from '../http/require-auth';
import { validate } from '../http/validate';

/** Donations: the signed-in user's, the monthly goal and the top lists (spec 7). */
export const donationRoutes = createRouter()
	.get('/my', requireAuth, (c) =>
		c.json(listDonations(c.var.db, c.var.account.id) satisfies DonationWire[]),
	)
	.get('/my/donator-status', requireAuth, (c) =>
		c.json(donatorStatus(c.var.db, c.var.account.id) satisfies DonatorStatusWire),
	)
	.get('/goals/current', (c) =>
		c.json(currentGoal(c.var.db, c.var.adapters.donationGoalEur) satisfies GoalWire),
	)
	.get('/top-alltime', (c) => c.json(topDonorsAllTime(c.var.db) satisfies DonorWire[]))
	.get('/top/:month/:year', validate('param', TopMonthParamSchema), (c) => {
		const { month, year } = c.req.valid('param');
		return c.json(topDonorsOfMonth(c.var.db, month, year) satisfies DonorWire[]);
	});
