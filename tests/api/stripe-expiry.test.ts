import { afterEach, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../src/contract/payments';
import { tidySite } from '../../src/server/areas';
import { CHECKOUT_LIFETIME_MS } from '../../src/server/donations/expire';
import { bearer } from '../fixtures/reference-api';
import {
	closeFakeStripes,
	completedEvent,
	expectSettledOnce,
	expiredEvent,
	sendWebhook,
	setUpStripeCheckout,
	setUpStripeDonation,
	statusOf,
} from '../fixtures/stripe-checkout';

afterEach(closeFakeStripes);

describe('checkout.session.expired (live mode against a fake Stripe)', () => {
	it('marks the donation expired on checkout.session.expired, once', async () => {
		const { app, token, session } = await setUpStripeCheckout();
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
		const { app, token, session } = await setUpStripeCheckout();
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
		const { app, token, session } = await setUpStripeCheckout();
		await sendWebhook(app, completedEvent(session.sessionId));
		const expired = await sendWebhook(app, expiredEvent(session.sessionId, 'evt_test_after'));
		expect(await expired.json()).toEqual({ received: true, result: 'ignored' });
		expect(await statusOf(app, token)).toBe('paid');
	});

	it('refuses the expiry of a session it does not know', async () => {
		const { app, token } = await setUpStripeCheckout();
		const response = await sendWebhook(app, expiredEvent('cs_test_unknown'));
		expect(response.status).toBe(400);
		expect(await response.json()).toEqual({ message: PAYMENT_MESSAGES.unknownDonation });
		expect(await statusOf(app, token)).toBe('pending');
	});

	it('ends paid, its months counted once, when the expiry and the payment arrive together', async () => {
		const { app, queries, accountId, donationId, sessionId } = await setUpStripeDonation(1500);
		const closed = new Date(Date.now() + CHECKOUT_LIFETIME_MS + 60_000);
		const [, expiry, payment] = await Promise.all([
			tidySite(queries, closed),
			sendWebhook(app, expiredEvent(sessionId)),
			sendWebhook(app, completedEvent(sessionId)),
		]);
		expect(await expiry.json()).toMatchObject({ received: true });
		expect(await payment.json()).toEqual({ received: true, result: 'settled' });
		await expectSettledOnce(queries, donationId, accountId, 1);
	});
});
