import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../src/lib/contract/payments';
import { createStripePayments } from '../../src/server/adapters/stripe';
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-accounts';
import { sendJson, startFakeServer } from '../fixtures/fake-http-server';
import { bearer, createTestApp, logInAs, postJson, type TestApp } from '../fixtures/reference-api';

const SECRET = 'whsec_test_secret';
const signer = new Stripe('sk_test_signer');
let fake: Awaited<ReturnType<typeof startFakeServer>> | undefined;
afterEach(async () => {
	await fake?.close();
	fake = undefined;
});

/** A fake Stripe API answering Checkout Session creation with session `cs_test_<n>`. */
async function startFakeStripe() {
	let count = 0;
	fake = await startFakeServer((request, res) => {
		if (request.method === 'POST' && request.url.pathname === '/v1/checkout/sessions') {
			const id = `cs_test_${++count}`;
			sendJson(res, 200, {
				id,
				object: 'checkout.session',
				url: `https://checkout.stripe.com/c/pay/${id}`,
			});
		} else {
			sendJson(res, 404, { error: { message: 'No such route' } });
		}
	});
	return fake;
}

async function setUp() {
	const stripe = await startFakeStripe();
	const payments = createStripePayments({
		secretKey: 'sk_test_123',
		webhookSecret: SECRET,
		siteUrl: 'https://nova.example',
		apiBase: stripe.url,
	});
	const { app, db } = createTestApp({ payments });
	const token = await logInAs(app, DEMO_ACCOUNTS.player);
	const response = await postJson(
		app,
		'/api/payments/create-stripe-session',
		{ packageId: 'donator', amount: 1500, message: '' },
		bearer(token),
	);
	expect(response.status).toBe(200);
	const session = (await response.json()) as { sessionId: string; url: string };
	return { app, db, token, session, stripe };
}

/** A checkout.session.completed event for the session, serialised with odd spacing on purpose. */
function completedEvent(
	sessionId: string,
	overrides: Record<string, unknown> = {},
	eventId = 'evt_test_1',
	type = 'checkout.session.completed',
) {
	const event = {
		id: eventId,
		object: 'event',
		type,
		data: {
			object: {
				id: sessionId,
				object: 'checkout.session',
				amount_total: 1500,
				currency: 'eur',
				payment_status: 'paid',
				custom_text: 'Grüße ✓',
				...overrides,
			},
		},
	};
	// Whitespace and non-ASCII that a JSON re-serialisation would change: the signature only
	// verifies on the exact bytes.
	return JSON.stringify(event, null, 3);
}

/** Stripe's event for a session that closed unpaid: status expired, payment unpaid. */
function expiredEvent(sessionId: string, eventId = 'evt_test_expired') {
	return completedEvent(
		sessionId,
		{ status: 'expired', payment_status: 'unpaid' },
		eventId,
		'checkout.session.expired',
	);
}

function sendWebhook(app: TestApp, payload: string, secret = SECRET) {
	const header = signer.webhooks.generateTestHeaderString({ payload, secret });
	return app.request('/api/payments/stripe-webhook', {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
		body: payload,
	});
}

async function statusOf(app: TestApp, token: string) {
	const response = await app.request('/api/donations/my', { headers: bearer(token) });
	const [donation] = (await response.json()) as { status: string }[];
	return donation?.status;
}

describe('Stripe Checkout (live mode against a fake Stripe)', () => {
	it('creates a Checkout Session with the amount in cents, euros and the site URLs', async () => {
		const { app, token, session, stripe } = await setUp();
		expect(session).toEqual({
			sessionId: 'cs_test_1',
			url: 'https://checkout.stripe.com/c/pay/cs_test_1',
		});
		const [request] = stripe.requests;
		expect(request!.headers.authorization).toBe('Bearer sk_test_123');
		const form = new URLSearchParams(request!.body);
		const donations = await app.request('/api/donations/my', { headers: bearer(token) });
		const [{ id }] = (await donations.json()) as [{ id: number }];
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
		const { app, db, token, session } = await setUp();
		const payload = completedEvent(session.sessionId);
		const first = await sendWebhook(app, payload);
		expect(first.status).toBe(200);
		expect(await first.json()).toEqual({ received: true, result: 'settled' });
		expect(await statusOf(app, token)).toBe('paid');
		const expiry = db.prepare('SELECT expires_at FROM donator_status').all();

		const replay = await sendWebhook(app, payload);
		expect(replay.status).toBe(200);
		expect(await replay.json()).toEqual({ received: true, result: 'duplicate' });
		expect(db.prepare('SELECT expires_at FROM donator_status').all()).toEqual(expiry);
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
				const header = signer.webhooks.generateTestHeaderString({ payload, secret: SECRET });
				return app.request('/api/payments/stripe-webhook', {
					method: 'POST',
					headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
					body: JSON.stringify(JSON.parse(payload)),
				});
			},
		],
	])('refuses %s with 400 and leaves the donation pending', async (_name, send) => {
		const { app, token, session } = await setUp();
		const response = await send(completedEvent(session.sessionId), app);
		expect(response.status).toBe(400);
		expect(await response.json()).toEqual({ message: PAYMENT_MESSAGES.invalidSignature });
		expect(await statusOf(app, token)).toBe('pending');
	});

	it.each([
		[{ amount_total: 500 }, PAYMENT_MESSAGES.amountMismatch],
		[{ currency: 'usd' }, PAYMENT_MESSAGES.currencyMismatch],
	])('refuses a paid session with %o', async (overrides, message) => {
		const { app, token, session } = await setUp();
		const response = await sendWebhook(app, completedEvent(session.sessionId, overrides));
		expect(response.status).toBe(400);
		expect(await response.json()).toEqual({ message });
		expect(await statusOf(app, token)).toBe('pending');
	});

	it('refuses a session it does not know', async () => {
		const { app } = await setUp();
		const response = await sendWebhook(app, completedEvent('cs_test_unknown'));
		expect(response.status).toBe(400);
		expect(await response.json()).toEqual({ message: PAYMENT_MESSAGES.unknownDonation });
	});

	it('waits for the payment of an unpaid session, then settles on async_payment_succeeded', async () => {
		const { app, token, session } = await setUp();
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

	it('marks the donation expired on checkout.session.expired, once', async () => {
		const { app, token, session } = await setUp();
		const payload = expiredEvent(session.sessionId);
		const first = await sendWebhook(app, payload);
		expect(first.status).toBe(200);
		expect(await first.json()).toEqual({ received: true, result: 'expired' });
		expect(await statusOf(app, token)).toBe('expired');
		expect(await (await sendWebhook(app, payload)).json()).toEqual({
			received: true,
			result: 'duplicate',
		});
	});

	it('still settles an expired donation when its payment completes late (the money was taken)', async () => {
		const { app, token, session } = await setUp();
		await sendWebhook(app, expiredEvent(session.sessionId));
		expect(await statusOf(app, token)).toBe('expired');
		const late = await sendWebhook(app, completedEvent(session.sessionId, {}, 'evt_test_late'));
		expect(await late.json()).toEqual({ received: true, result: 'settled' });
		expect(await statusOf(app, token)).toBe('paid');
		const donator = await app.request('/api/donations/my/donator-status', {
			headers: bearer(token),
		});
		expect(await donator.json()).toMatchObject({ active: true });
	});

	it('leaves a paid donation paid when its session expiry arrives afterwards', async () => {
		const { app, token, session } = await setUp();
		await sendWebhook(app, completedEvent(session.sessionId));
		const expired = await sendWebhook(app, expiredEvent(session.sessionId, 'evt_test_after'));
		expect(await expired.json()).toEqual({ received: true, result: 'ignored' });
		expect(await statusOf(app, token)).toBe('paid');
	});

	it('refuses the expiry of a session it does not know', async () => {
		const { app, token } = await setUp();
		const response = await sendWebhook(app, expiredEvent('cs_test_unknown'));
		expect(response.status).toBe(400);
		expect(await response.json()).toEqual({ message: PAYMENT_MESSAGES.unknownDonation });
		expect(await statusOf(app, token)).toBe('pending');
	});

	it('acknowledges other event types without acting on them', async () => {
		const { app, token } = await setUp();
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
});
