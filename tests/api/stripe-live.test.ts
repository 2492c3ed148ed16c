import { afterEach, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, WebhookAnswerSchema } from '../../src/contract/payments';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import { bearer, type TestApp } from '../fixtures/reference-api';
import {
	closeFakeStripes,
	completedEvent,
	expectSettledOnce,
	sendWebhook,
	setUpStripeCheckout,
	setUpStripeDonation,
	statusOf,
	WEBHOOK_SECRET,
	webhookSigner,
} from '../fixtures/stripe-checkout';
import { DonationListSchema } from '../../src/contract/donations';
import { strictAnswer } from '../fixtures/strict-schema';
afterEach(closeFakeStripes);

describe('Stripe Checkout (live mode against a fake Stripe)', () => {
	it('creates a Checkout Session with the amount in cents, euros and the site URLs', async () => {
		const { app, token, session, stripe } = await setUpStripeCheckout();
		expect(session).toEqual({
			sessionId: 'cs_test_1',
			url: 'https://checkout.stripe.com/c/pay/cs_test_1',
		});
		const [request] = stripe.requests;
		expect(request!.headers.authorization).toBe('Bearer sk_test_123');
		const form = new URLSearchParams(request!.body);
		const donations = await app.request('/api/donations/my', { headers: bearer(token) });
		const [donation] = strictAnswer(DonationListSchema).parse(await donations.json());
		const id = donation!.id;
		expect(Object.fromEntries(form)).toMatchObject({
			mode: 'payment',
			'line_items[0][quantity]': '1',
			'line_items[0][price_data][currency]': 'eur',
			'line_items[0][price_data][unit_amount]': '1500',
			'line_items[0][price_data][product_data][name]': 'Donator',
			client_reference_id: String(id),
			'metadata[donationId]': String(id),
			customer_email: DEMO_ACCOUNTS.player.email,
			success_url: `https://nova.example/donations/success?donation=${id}`,
			cancel_url: 'https://nova.example/donate/stripe',
		});
	});

	it('marks the donation paid on a signed checkout.session.completed, and only once', async () => {
		const { app, queries, token, session } = await setUpStripeCheckout();
		const expiries = () => queries.selectFrom('donator_status').select('expires_at').execute();
		const payload = completedEvent(session.sessionId);
		const first = await sendWebhook(app, payload);
		expect(first.status).toBe(200);
		expect(await first.json()).toEqual({ received: true, result: 'settled' });
		expect(await statusOf(app, token)).toBe('paid');
		const expiry = await expiries();

		const replay = await sendWebhook(app, payload);
		expect(replay.status).toBe(200);
		expect(await replay.json()).toEqual({ received: true, result: 'duplicate' });
		expect(await expiries()).toEqual(expiry);
	});

	it.each([
		['a wrong secret', (payload: string, app: TestApp) => sendWebhook(app, payload, 'whsec_other')],
		[
			'a missing signature',
			(payload: string, app: TestApp) =>
				app.request('/api/payments/stripe-webhook', { method: 'POST', body: payload }),
		],
		[
			'a changed body',
			(payload: string, app: TestApp) => {
				const header = webhookSigner.webhooks.generateTestHeaderString({
					payload,
					secret: WEBHOOK_SECRET,
				});
				return app.request('/api/payments/stripe-webhook', {
					method: 'POST',
					headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
					body: JSON.stringify(JSON.parse(payload)),
				});
			},
		],
	])('refuses %s with 400 and leaves the donation pending', async (_name, send) => {
		const { app, token, session } = await setUpStripeCheckout();
		const response = await send(completedEvent(session.sessionId), app);
		expect(response.status).toBe(400);
		expect(await response.json()).toEqual({ message: PAYMENT_MESSAGES.invalidSignature });
		expect(await statusOf(app, token)).toBe('pending');
	});

	it.each([
		[{ amount_total: 500 }, PAYMENT_MESSAGES.amountMismatch],
		[{ currency: 'usd' }, PAYMENT_MESSAGES.currencyMismatch],
	])('refuses a paid session with %o', async (overrides, message) => {
		const { app, token, session } = await setUpStripeCheckout();
		const response = await sendWebhook(app, completedEvent(session.sessionId, overrides));
		expect(response.status).toBe(400);
		expect(await response.json()).toEqual({ message });
		expect(await statusOf(app, token)).toBe('pending');
	});

	it('refuses a session it does not know', async () => {
		const { app } = await setUpStripeCheckout();
		const response = await sendWebhook(app, completedEvent('cs_test_unknown'));
		expect(response.status).toBe(400);
		expect(await response.json()).toEqual({ message: PAYMENT_MESSAGES.unknownDonation });
	});

	it('waits for the payment of an unpaid session, then settles on async_payment_succeeded', async () => {
		const { app, token, session } = await setUpStripeCheckout();
		const unpaid = await sendWebhook(
			app,
			completedEvent(session.sessionId, { payment_status: 'unpaid' }),
		);
		expect(await unpaid.json()).toEqual({ received: true, result: 'ignored' });
		expect(await statusOf(app, token)).toBe('pending');
		const succeeded = JSON.stringify({
			...JSON.parse(completedEvent(session.sessionId)),
			id: 'evt_test_2',
			type: 'checkout.session.async_payment_succeeded',
		});
		expect(await (await sendWebhook(app, succeeded)).json()).toEqual({
			received: true,
			result: 'settled',
		});
		expect(await statusOf(app, token)).toBe('paid');
	});

	it('acknowledges other event types without acting on them', async () => {
		const { app, token } = await setUpStripeCheckout();
		const payload = JSON.stringify({
			id: 'evt_other',
			object: 'event',
			type: 'customer.created',
			data: { object: { id: 'cus_1', object: 'customer' } },
		});
		expect(await (await sendWebhook(app, payload)).json()).toEqual({
			received: true,
			result: 'ignored',
		});
		expect(await statusOf(app, token)).toBe('pending');
	});

	it('settles once when twenty deliveries of one event arrive at the same moment', async () => {
		const { app, queries, accountId, donationId, sessionId } = await setUpStripeDonation(3000);
		const payload = completedEvent(sessionId, { amount_total: 3000 });
		const answers = await Promise.all(Array.from({ length: 20 }, () => sendWebhook(app, payload)));
		expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
		const results = await Promise.all(
			answers.map(async (answer) => strictAnswer(WebhookAnswerSchema).parse(await answer.json())),
		);
		expect(results.filter(({ result }) => result === 'settled')).toHaveLength(1);
		expect(results.filter(({ result }) => result === 'duplicate')).toHaveLength(19);
		await expectSettledOnce(queries, donationId, accountId, 2);
		const handled = await queries.selectFrom('handled_stripe_events').select('id').execute();
		expect(handled).toEqual([{ id: 'evt_test_1' }]);
	});

	it('settles once when twenty different paid events of one session arrive at the same moment', async () => {
		const { app, queries, accountId, donationId, sessionId } = await setUpStripeDonation(1500);
		const answers = await Promise.all(
			Array.from({ length: 20 }, (_, index) =>
				sendWebhook(app, completedEvent(sessionId, {}, `evt_paid_${index}`)),
			),
		);
		const results = await Promise.all(
			answers.map(async (answer) => strictAnswer(WebhookAnswerSchema).parse(await answer.json())),
		);
		expect(results.filter(({ result }) => result === 'settled')).toHaveLength(1);
		expect(results.filter(({ result }) => result === 'ignored')).toHaveLength(19);
		await expectSettledOnce(queries, donationId, accountId, 1);
	});
});
