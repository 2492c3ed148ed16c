import type { Database } from 'better-sqlite3';
import { z } from 'zod/mini';
import {
	CreateCheckoutInputSchema,
	DONATION_CURRENCY,
	DONATION_MESSAGES,
} from '../../contract/donations';
import type { ErrorBodyWire } from '../../contract/http';
import {
	PAYMENT_MESSAGES,
	type CheckoutSessionWire,
	type WebhookAnswerWire,
} from '../../contract/payments';
import {
	cancelDonation,
	createPendingDonation,
	findDonationBySession,
	recordCheckoutSession,
	type DonationRow,
} from '../donations/create';
import { expireDonation, isCheckoutOpen } from '../donations/expire';
import { settleDonation } from '../donations/settle';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/errors';
import { redactError } from '../http/redact';
import { requireAuth } from '../http/require-auth';
import { validate } from '../http/validate';
import { DEMO_CHECKOUT_CSS, renderCheckoutGone, renderDemoCheckout } from './demo-checkout-page';
import { handlePaymentEvent } from './webhook';

const DemoSessionParamSchema = z.object({
	sessionId: z
		.string()
		.check(z.regex(/^demo_[A-Za-z0-9_-]{24}$/, PAYMENT_MESSAGES.unknownDonation)),
});

/**
 * The donation of a demo checkout that can still be paid; undefined when it is unknown, paid,
 * canceled or expired. One left open past the checkout lifetime is marked expired on the way.
 */
function openDemoCheckout(db: Database, donation: DonationRow | undefined) {
	if (!donation || donation.status !== 'pending') return undefined;
	if (isCheckoutOpen(donation)) return donation;
	expireDonation(db, donation.id);
	return undefined;
}

/** Card donations: the checkout session, the demo checkout and Stripe's webhook (spec 7). */
export const paymentRoutes = createRouter()
	.post(
		'/create-stripe-session',
		requireAuth,
		validate('json', CreateCheckoutInputSchema),
		async (c) => {
			const { amount, message } = c.req.valid('json');
			const { account, db } = c.var;
			if (!account.discord_id || !account.steam_id) {
				return errorResponse(c, 400, DONATION_MESSAGES.accountsNotLinked);
			}
			const gateway = c.var.adapters.payments;
			const donationId = createPendingDonation(db, account.id, amount, message.trim());
			try {
				const session = await gateway.createCheckout({
					donationId,
					amountCents: amount,
					currency: DONATION_CURRENCY,
					customerEmail: account.email,
				});
				recordCheckoutSession(db, session.sessionId, donationId, gateway.mode);
				return c.json(session satisfies CheckoutSessionWire);
			} catch (error) {
				console.error('Creating the checkout session failed:', redactError(error));
				cancelDonation(db, donationId);
				return c.json(
					{ message: PAYMENT_MESSAGES.createSessionFailed } satisfies ErrorBodyWire,
					502,
				);
			}
		},
	)
	.post('/stripe-webhook', async (c) => {
		const gateway = c.var.adapters.payments;
		if (!gateway.webhooksEnabled) {
			return errorResponse(c, 400, PAYMENT_MESSAGES.webhookNotConfigured);
		}
		// The signature covers the exact bytes Stripe sent, so the body is read raw, never as JSON.
		const raw = Buffer.from(await c.req.arrayBuffer());
		let event;
		try {
			event = gateway.verifyWebhook(raw, c.req.header('Stripe-Signature') ?? '');
		} catch {
			return errorResponse(c, 400, PAYMENT_MESSAGES.invalidSignature);
		}
		const outcome = handlePaymentEvent(c.var.db, event);
		if (outcome.status === 400) return errorResponse(c, 400, outcome.message);
		return c.json({ received: true, result: outcome.result } satisfies WebhookAnswerWire);
	})
	.get('/demo-checkout.css', (c) => {
		c.header('Content-Type', 'text/css; charset=utf-8');
		return c.body(DEMO_CHECKOUT_CSS);
	})
	.get('/demo-checkout/:sessionId', validate('param', DemoSessionParamSchema), (c) => {
		const { sessionId } = c.req.valid('param');
		const donation = openDemoCheckout(c.var.db, findDonationBySession(c.var.db, sessionId));
		if (!donation) return c.html(renderCheckoutGone(PAYMENT_MESSAGES.checkoutUnavailable), 404);
		return c.html(
			renderDemoCheckout({
				sessionId,
				amountCents: donation.amount_cents,
				message: donation.message,
			}),
		);
	})
	.post('/demo-checkout/:sessionId/pay', validate('param', DemoSessionParamSchema), (c) => {
		const found = findDonationBySession(c.var.db, c.req.valid('param').sessionId);
		// Paying again after paying lands on the same thanks; a closed checkout takes no payment.
		const donation = found?.status === 'paid' ? found : openDemoCheckout(c.var.db, found);
		if (!donation) return c.html(renderCheckoutGone(PAYMENT_MESSAGES.checkoutUnavailable), 404);
		// The same settlement the Stripe webhook performs.
		settleDonation(c.var.db, donation.id);
		return c.redirect(`/donations/success?donation=${donation.id}`, 303);
	})
	.post('/demo-checkout/:sessionId/cancel', validate('param', DemoSessionParamSchema), (c) => {
		const donation = findDonationBySession(c.var.db, c.req.valid('param').sessionId);
		if (donation) cancelDonation(c.var.db, donation.id);
		return c.redirect('/donate/stripe', 303);
	});
