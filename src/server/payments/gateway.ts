// The port of card payments: Stripe Checkout and the offline demo checkout both implement it.

/** What a checkout is for. */
export interface CheckoutRequest {
	donationId: number;
	amountCents: number;
	currency: string;
	customerEmail?: string;
}

/** A checkout session the browser is sent to. */
export interface CheckoutResult {
	sessionId: string;
	url: string;
}

/** The checkout session of a `checkout.session.*` event, as the webhook checks it. */
export interface PaidSession {
	id: string;
	amountTotal: number | null;
	currency: string | null;
	paymentStatus: string;
}

/** A verified webhook event. */
export interface PaymentEvent {
	id: string;
	type: string;
	/** The session, for checkout.session events. */
	session: PaidSession | null;
}

/** Card payments: Stripe Checkout, or the API's own demo checkout when no secret key is set. */
export interface PaymentGateway {
	mode: 'stripe' | 'demo';
	/** Creates the hosted checkout of a pending donation. */
	createCheckout(request: CheckoutRequest): Promise<CheckoutResult>;
	/** Verifies a webhook's signature on the raw body; throws when it is not Stripe's. */
	verifyWebhook(rawBody: Buffer, signature: string): PaymentEvent;
	/** Whether webhooks can be verified (a signing secret is set). */
	webhooksEnabled: boolean;
}
