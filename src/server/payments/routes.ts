import {
	CreateCheckoutInputSchema,
	DONATION_CURRENCY,
	DONATION_MESSAGES,
} from '../../contract/donations';
import type { ErrorBodyWire } from '../../contract/http';
import {
	CheckoutSessionSchema,
	PAYMENT_MESSAGES,
	WebhookAnswerSchema,
	type CheckoutSessionWire,
	type WebhookAnswerWire,
} from '../../contract/payments';
import { cancelDonation, createPendingDonation, recordCheckoutSession } from '../donations/create';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/errors';
import { redactError } from '../http/redact';
import { requireAuth } from '../auth/require-auth';
import { validate } from '../http/validate';
import { handlePaymentEvent } from './webhook';
import { describeRoute } from '../http/route-docs';

/** Card donations' JSON calls: the checkout session and Stripe's webhook. */
export const paymentRoutes = createRouter()
	.post(
		'/create-stripe-session',
		describeRoute({
			summary: 'Begin a card donation: a pending donation and its checkout session',
			description:
				'Both a Discord and a Steam account must be linked. Demo mode answers an offline checkout page in place of Stripe.',
			answers: {
				200: CheckoutSessionSchema,
				400: `${DONATION_MESSAGES.accountsNotLinked}, or the input breaks a rule`,
				502: PAYMENT_MESSAGES.createSessionFailed,
			},
		}),
		requireAuth,
		validate('json', CreateCheckoutInputSchema),
		async (c) => {
			const { amount, message } = c.req.valid('json');
			const { account, db } = c.var;
			if (!account.discord_id || !account.steam_id) {
				return errorResponse(c, 400, DONATION_MESSAGES.accountsNotLinked);
			}
			const gateway = c.var.adapters.payments;
			// The provider's session carries the donation's id, so the donation is written first; no
			// transaction is held open while the provider answers.
			const donationId = await createPendingDonation(db, account.id, amount, message.trim());
			try {
				const session = await gateway.createCheckout({
					donationId,
					amountCents: amount,
					currency: DONATION_CURRENCY,
					customerEmail: account.email,
				});
				await recordCheckoutSession(db, session.sessionId, donationId, gateway.mode);
				return c.json(session satisfies CheckoutSessionWire);
			} catch (error) {
				console.error('Creating the checkout session failed:', redactError(error));
				await cancelDonation(db, donationId);
				return c.json(
					{ message: PAYMENT_MESSAGES.createSessionFailed } satisfies ErrorBodyWire,
					502,
				);
			}
		},
	)
	.post(
		'/stripe-webhook',
		describeRoute({
			summary: "Stripe's webhook: settles, expires or refunds a donation",
			description:
				'The body is the event exactly as Stripe sent it, signed in `Stripe-Signature` (checked over the raw bytes).',
			answers: {
				200: WebhookAnswerSchema,
				400: 'Webhooks are not configured, the signature is wrong, or the event names no donation',
			},
		}),
		async (c) => {
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
			const outcome = await handlePaymentEvent(c.var.db, event);
			if (outcome.status === 400) return errorResponse(c, 400, outcome.message);
			return c.json({ received: true, result: outcome.result } satisfies WebhookAnswerWire);
		},
	);
