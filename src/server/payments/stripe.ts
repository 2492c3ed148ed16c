import Stripe from 'stripe';
import { DEFAULT_SITE_URL } from '../../defaults';
import type { PaymentEvent, PaymentGateway } from './gateway';

/** Options of the Stripe gateway. */
interface StripeGatewayOptions {
	secretKey?: string;
	webhookSecret?: string;
	/** Public address of the site: Stripe returns the visitor to its success and donate pages. */
	siteUrl?: string;
	/** Another API host, for tests against a fake (e.g. http://127.0.0.1:12111). */
	apiBase?: string;
}

function toEvent(event: Stripe.Event): PaymentEvent {
	const object = event.data.object;
	const session = object.object === 'checkout.session' ? object : null;
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
