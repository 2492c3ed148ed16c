import { z } from 'zod/mini';
import { PAYMENT_MESSAGES } from '../../contract/payments';
import { cancelDonation, findDonationBySession, type DonationRow } from '../donations/create';
import { expireDonation, isCheckoutOpen } from '../donations/expire';
import { settleDonation } from '../donations/settle';
import type { SiteDb } from '../db/kysely';
import { createRouter } from '../http/create-router';
import { validate } from '../http/validate';
import { DEMO_CHECKOUT_CSS, renderCheckoutGone, renderDemoCheckout } from './demo-checkout-page';
import { describeRoute } from '../http/route-docs';

const DemoSessionParamSchema = z.object({
	sessionId: z
		.string()
		.check(z.regex(/^demo_[A-Za-z0-9_-]{24}$/, PAYMENT_MESSAGES.unknownDonation)),
});

/**
 * The donation of a demo checkout that can still be paid; undefined when it is unknown, paid,
 * canceled or expired. One left open past the checkout lifetime is marked expired on the way.
 */
async function openDemoCheckout(db: SiteDb, donation: DonationRow | undefined) {
	if (!donation || donation.status !== 'pending') return undefined;
	if (isCheckoutOpen(donation)) return donation;
	await expireDonation(db, donation.id);
	return undefined;
}

const GONE = {
	description: 'The checkout is unknown, paid, canceled or expired (an HTML page)',
	media: 'text/html',
} as const;

/** The API document's entries of the demo checkout's page and buttons. */
const DEMO_DOCS = {
	page: describeRoute({
		summary: 'The demo checkout page of a session (HTML, in place of Stripe)',
		answers: { 200: { description: 'The page', media: 'text/html' }, 404: GONE },
	}),
	pay: describeRoute({
		summary: 'Pay a demo checkout: settles the donation as the webhook would',
		answers: {
			303: { description: 'To the thank-you page', empty: true, headers: { Location: 'The page' } },
			404: GONE,
		},
	}),
	cancel: describeRoute({
		summary: 'Cancel a demo checkout',
		answers: {
			303: {
				description: 'Back to the donation form',
				empty: true,
				headers: { Location: 'The form' },
			},
		},
	}),
};

/**
 * The offline checkout of demo mode, in place of Stripe's hosted page: the HTML page, its
 * stylesheet, and the pay and cancel buttons, which settle or cancel as Stripe's webhook would.
 */
export const demoCheckoutRoutes = createRouter()
	.get(
		'/demo-checkout.css',
		describeRoute({
			summary: 'The stylesheet of the demo checkout page',
			answers: { 200: { description: 'CSS', media: 'text/css' } },
		}),
		(c) => {
			c.header('Content-Type', 'text/css; charset=utf-8');
			return c.body(DEMO_CHECKOUT_CSS);
		},
	)
	.get(
		'/demo-checkout/:sessionId',
		DEMO_DOCS.page,
		validate('param', DemoSessionParamSchema),
		async (c) => {
			const { sessionId } = c.req.valid('param');
			const { db } = c.var;
			const donation = await openDemoCheckout(db, await findDonationBySession(db, sessionId));
			if (!donation) return c.html(renderCheckoutGone(PAYMENT_MESSAGES.checkoutUnavailable), 404);
			return c.html(
				renderDemoCheckout({
					sessionId,
					amountCents: donation.amount_cents,
					message: donation.message,
				}),
			);
		},
	)
	.post(
		'/demo-checkout/:sessionId/pay',
		DEMO_DOCS.pay,
		validate('param', DemoSessionParamSchema),
		async (c) => {
			const { db } = c.var;
			const found = await findDonationBySession(db, c.req.valid('param').sessionId);
			// Paying again after paying lands on the same thanks; a closed checkout takes no payment.
			const donation = found?.status === 'paid' ? found : await openDemoCheckout(db, found);
			const gone = () => c.html(renderCheckoutGone(PAYMENT_MESSAGES.checkoutUnavailable), 404);
			if (!donation) return gone();
			if (donation.status !== 'paid') {
				// The same settlement the Stripe webhook performs, for a checkout still open: one
				// canceled or closed since it was read takes no payment.
				const outcome = await settleDonation(db, donation.id, new Date(), 'open-checkout');
				if (outcome !== 'settled' && outcome !== 'already-paid') return gone();
			}
			return c.redirect(`/donations/success?donation=${donation.id}`, 303);
		},
	)
	.post(
		'/demo-checkout/:sessionId/cancel',
		DEMO_DOCS.cancel,
		validate('param', DemoSessionParamSchema),
		async (c) => {
			const { db } = c.var;
			const donation = await findDonationBySession(db, c.req.valid('param').sessionId);
			if (donation) await cancelDonation(db, donation.id);
			return c.redirect('/donate/stripe', 303);
		},
	);
