import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { API_PATH, DEFAULT_SITE_URL } from '../../defaults';
import { DEMO_CHECKOUT_PATH } from '../../contract/payments';

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

/** Options of the Stripe gateway. */
export interface StripeGatewayOptions {
	secretKey?: string;
	webhookSecret?: string;
	/** Public address of the site: Stripe returns the visitor to its success and donate pages. */
	siteUrl?: string;
	/** Another API host, for tests against a fake (e.g. http://127.0.0.1:12111). */
	apiBase?: string;
}

/** The offline checkout: the session id is random, the URL the API's demo page. */
export function createDemoPayments(): PaymentGateway {
	return {
		mode: 'demo',
		webhooksEnabled: false,
		createCheckout() {
			const sessionId = `demo_${randomBytes(18).toString('base64url')}`;
			return Promise.resolve({
				sessionId,
				url: `${API_PATH}${DEMO_CHECKOUT_PATH}/${sessionId}`,
			});
		},
		verifyWebhook() {
			throw new Error('Webhooks are not configured');
		},
	};
}

function toEvent(event: Stripe.Event): PaymentEvent {
	const isSession = event.type.startsWith('checkout.session.');
	const session = isSession ? (event.data.object as Stripe.Checkout.Session) : null;
	return {
		id: event.id,
		type: event.type,
		session: session && {
			id: session.id,
			amountTotal: session.amount_total,
			currency: session.currency,
			paymentStatus: session.payment_status,
		},
	};
}

/** Stripe Checkout through the official client; webhooks verified with the signing secret. */
export function createStripePayments(options: StripeGatewayOptions): PaymentGateway {
	const { secretKey = '', webhookSecret, apiBase } = options;
	const site = (options.siteUrl ?? DEFAULT_SITE_URL).replace(/\/+$/, '');
	const base = apiBase ? new URL(apiBase) : null;
	const stripe = new Stripe(secretKey, {
		...(base && {
			host: base.hostname,
			port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
			protocol: base.protocol === 'https:' ? 'https' : 'http',
		}),
		maxNetworkRetries: base ? 0 : 2,
		timeout: 15_000,
	});
	return {
		mode: 'stripe',
		webhooksEnabled: Boolean(webhookSecret),
		async createCheckout(request) {
			const session = await stripe.checkout.sessions.create({
				mode: 'payment',
				line_items: [
					{
						quantity: 1,
						price_data: {
							currency: request.currency,
							unit_amount: request.amountCents,
							product_data: { name: 'Donator' },
						},
					},
				],
				client_reference_id: String(request.donationId),
				metadata: { donationId: String(request.donationId) },
				customer_email: request.customerEmail,
				success_url: `${site}/donations/success?donation=${request.donationId}`,
				cancel_url: `${site}/donate/stripe`,
			});
			if (!session.url) throw new Error('Stripe answered a session without a URL');
			return { sessionId: session.id, url: session.url };
		},
		verifyWebhook(rawBody, signature) {
			if (!webhookSecret) throw new Error('Webhooks are not configured');
			return toEvent(stripe.webhooks.constructEvent(rawBody, signature, webhookSecret));
		},
	};
}

/** The real gateway with a secret key, the demo one without. */
export function createPayments(options: StripeGatewayOptions): PaymentGateway {
	return options.secretKey ? createStripePayments(options) : createDemoPayments();
}
