import { z } from 'zod/mini';

/** Path of the offline checkout page the API serves in demo mode, under the API base. */
export const DEMO_CHECKOUT_PATH = '/payments/demo-checkout';

/** Messages of the payment calls. */
export const PAYMENT_MESSAGES = {
	/** The provider would not create the checkout; the form shows it too. */
	createSessionFailed: 'Failed to create Stripe session',
	invalidSignature: 'Invalid Stripe signature',
	webhookNotConfigured: 'Stripe webhooks are not configured',
	unknownDonation: 'Unknown donation',
	amountMismatch: 'Paid amount does not match the donation',
	currencyMismatch: 'Paid currency does not match the donation',
	notPaid: 'The checkout session is not paid',
	checkoutUnavailable: 'This checkout is no longer available',
} as const;

/** Answer of `POST /payments/create-stripe-session`: where the browser pays. */
export const CheckoutSessionSchema = z.object({
	/** The provider's session id (`cs_…` from Stripe, `demo_…` offline). */
	sessionId: z.string(),
	/** The hosted checkout page; the form navigates there. */
	url: z._default(z.nullable(z.string()), null),
});

/** A created checkout session. */
export type CheckoutSession = z.infer<typeof CheckoutSessionSchema>;
/** A checkout session as the API sends it. */
export type CheckoutSessionWire = z.input<typeof CheckoutSessionSchema>;

/** What the payment webhook did with an event: its answer to Stripe. */
export const WebhookAnswerSchema = z.object({
	received: z.literal(true),
	/** settled a donation, expired one, saw the event before, or had nothing to do. */
	result: z.enum(['settled', 'expired', 'duplicate', 'ignored']),
});

/** A webhook answer as the API sends it. */
export type WebhookAnswerWire = z.input<typeof WebhookAnswerSchema>;
