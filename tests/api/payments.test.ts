import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
	DONATION_MESSAGES,
	DonationListSchema,
	DonatorStatusSchema,
} from '../../src/contract/donations';
import { CheckoutSessionSchema, PAYMENT_MESSAGES } from '../../src/contract/payments';
import type { PaymentGateway } from '../../src/server/payments/gateway';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import { tidySite } from '../../src/server/areas';
import { createPendingDonation, recordCheckoutSession } from '../../src/server/donations/create';
import { addMonths } from '../../src/server/donations/months';
import { bearer, createTestApp, logInAs, postJson, type TestApp } from '../fixtures/reference-api';
import { strictAnswer } from '../fixtures/strict-schema';
import type { SiteDb } from '../../src/server/db/kysely';

const player = DEMO_ACCOUNTS.player;
const valid = { packageId: 'donator', amount: 1500, message: 'Keep it up!' };
const DAY = 24 * 60 * 60 * 1000;

async function createSession(app: TestApp, token: string, body: unknown = valid) {
	return postJson(app, '/api/payments/create-stripe-session', body, bearer(token));
}

async function demoCheckout(app: TestApp, body: unknown = valid) {
	const token = await logInAs(app, player);
	const response = await createSession(app, token, body);
	expect(response.status).toBe(200);
	const session = z.parse(CheckoutSessionSchema, await response.json());
	return { token, session };
}

/** The status of a donation as stored. */
async function storedStatus(queries: SiteDb, donationId: number) {
	return queries
		.selectFrom('donations')
		.select('status')
		.where('id', '=', donationId)
		.executeTakeFirst();
}

/** A demo checkout of the player's written straight through the query layer (no sign-in). */
async function directDemoCheckout(queries: SiteDb, amountCents: number) {
	const { id: accountId } = await queries
		.selectFrom('accounts')
		.select('id')
		.where('email', '=', player.email)
		.executeTakeFirstOrThrow();
	const donationId = await createPendingDonation(queries, accountId, amountCents, '');
	const sessionId = `demo_${'p'.repeat(24)}`;
	await recordCheckoutSession(queries, sessionId, donationId, 'demo');
	return { accountId, donationId, url: `/api/payments/demo-checkout/${sessionId}` };
}

/** The account's Donator expiry as stored, if it has one. */
async function storedExpiry(queries: SiteDb, accountId: number) {
	const row = await queries
		.selectFrom('donator_status')
		.select('expires_at')
		.where('account_id', '=', accountId)
		.executeTakeFirst();
	return row?.expires_at;
}

async function myDonations(app: TestApp, token: string) {
	const response = await app.request('/api/donations/my', { headers: bearer(token) });
	return strictAnswer(DonationListSchema).parse(await response.json());
}

describe('POST /payments/create-stripe-session (demo mode)', () => {
	it('answers 401 without a token', async () => {
		const { app } = await createTestApp();
		const response = await postJson(app, '/api/payments/create-stripe-session', valid);
		expect(response.status).toBe(401);
	});

	it.each([
		[{ ...valid, amount: 499 }, DONATION_MESSAGES.minimum],
		[{ ...valid, amount: 1_000_001 }, DONATION_MESSAGES.maximum],
		[{ ...valid, amount: 500_000_000 }, DONATION_MESSAGES.maximum],
		[{ ...valid, amount: 1500.5 }, DONATION_MESSAGES.minimum],
		[{ ...valid, amount: '1500' }, DONATION_MESSAGES.minimum],
		[{ packageId: 'donator' }, DONATION_MESSAGES.minimum],
		[{ ...valid, message: 'x'.repeat(513) }, DONATION_MESSAGES.messageTooLong],
		[{ ...valid, packageId: 'gold' }, DONATION_MESSAGES.packageInvalid],
	])('refuses %o with 400 %s', async (body, message) => {
		const { app } = await createTestApp();
		const token = await logInAs(app, player);
		const response = await createSession(app, token, body);
		expect(response.status).toBe(400);
		expect(await response.json()).toEqual({ message });
		expect(await myDonations(app, token)).toEqual([]);
	});

	it('accepts 500 cents and a message of 512 characters', async () => {
		const { app } = await createTestApp();
		const { token } = await demoCheckout(app, { ...valid, amount: 500, message: 'x'.repeat(512) });
		expect(await myDonations(app, token)).toMatchObject([{ amount: 5, status: 'pending' }]);
	});

	it("accepts exactly 10,000 € and says 'Maximum donation is €10,000' above", async () => {
		expect(DONATION_MESSAGES.maximum).toBe('Maximum donation is €10,000');
		const { app } = await createTestApp();
		const { token } = await demoCheckout(app, { ...valid, amount: 1_000_000 });
		expect(await myDonations(app, token)).toMatchObject([{ amount: 10_000, status: 'pending' }]);
	});

	it('refuses a donation until both accounts are linked', async () => {
		const { app } = await createTestApp();
		const token = await logInAs(app, DEMO_ACCOUNTS.root);
		const response = await createSession(app, token);
		expect(response.status).toBe(400);
		expect(await response.json()).toEqual({ message: DONATION_MESSAGES.accountsNotLinked });
	});

	it('creates a pending donation and answers the demo checkout page', async () => {
		const { app } = await createTestApp();
		const { token, session } = await demoCheckout(app);
		expect(session.sessionId).toMatch(/^demo_[\w-]{24}$/);
		expect(session.url).toBe(`/api/payments/demo-checkout/${session.sessionId}`);
		expect(await myDonations(app, token)).toMatchObject([
			{ amount: 15, status: 'pending', message: 'Keep it up!' },
		]);
	});

	it("answers 502 'Failed to create Stripe session' and cancels the donation when the provider fails", async () => {
		const failing: PaymentGateway = {
			mode: 'stripe',
			webhooksEnabled: false,
			createCheckout: () => Promise.reject(new Error('down')),
			verifyWebhook: () => {
				throw new Error('no');
			},
		};
		const { app } = await createTestApp({ payments: failing });
		const token = await logInAs(app, player);
		const response = await createSession(app, token);
		expect(response.status).toBe(502);
		expect(await response.json()).toEqual({ message: 'Failed to create Stripe session' });
		expect(await myDonations(app, token)).toMatchObject([{ status: 'canceled' }]);
	});
});

describe('the demo checkout', () => {
	it('serves a page with Pay and Cancel forms, the amount and the escaped message, no inline style or script', async () => {
		const { app } = await createTestApp();
		const { session } = await demoCheckout(app, { ...valid, message: '<script>alert(1)</script>' });
		const response = await app.request(session.url!);
		expect(response.status).toBe(200);
		expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
		const html = await response.text();
		expect(html).toContain('€15.00');
		expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
		expect(html).not.toMatch(/<script|<style|style=/i);
		expect(html).toContain(`action="${session.url}/pay"`);
		expect(html).toContain(`action="${session.url}/cancel"`);
		expect(html).toContain('href="/api/payments/demo-checkout.css"');
		const css = await app.request('/api/payments/demo-checkout.css');
		expect(css.headers.get('Content-Type')).toMatch(/^text\/css/);
	});

	it('Pay settles the donation, starts the Donator time and returns to the success page', async () => {
		const { app } = await createTestApp();
		const { token, session } = await demoCheckout(app, { ...valid, amount: 3000 });
		const [donation] = await myDonations(app, token);
		const pay = await app.request(`${session.url}/pay`, { method: 'POST' });
		expect(pay.status).toBe(303);
		expect(pay.headers.get('Location')).toBe(`/donations/success?donation=${donation!.id}`);
		expect(await myDonations(app, token)).toMatchObject([{ status: 'paid' }]);
		const status = await app.request('/api/donations/my/donator-status', {
			headers: bearer(token),
		});
		const { active, expiryDate } = strictAnswer(DonatorStatusSchema).parse(await status.json());
		expect(active).toBe(true);
		const months = (new Date(expiryDate!).getTime() - Date.now()) / (30.44 * 86_400_000);
		expect(Math.round(months)).toBe(2);

		// Paying again changes nothing.
		const again = await app.request(`${session.url}/pay`, { method: 'POST' });
		expect(again.status).toBe(303);
		const after = await app.request('/api/donations/my/donator-status', { headers: bearer(token) });
		expect(strictAnswer(DonatorStatusSchema).parse(await after.json()).expiryDate).toBe(expiryDate);
		expect((await app.request(session.url!)).status).toBe(404);
	});

	it('settles once when Pay is pressed several times at the same moment', async () => {
		const { app, queries } = await createTestApp();
		const { accountId, donationId, url } = await directDemoCheckout(queries, 3000);
		const presses = await Promise.all(
			Array.from({ length: 5 }, () => app.request(`${url}/pay`, { method: 'POST' })),
		);
		expect(presses.map((press) => press.status)).toEqual(Array(5).fill(303));
		const donation = await queries
			.selectFrom('donations')
			.select(['status', 'paid_at'])
			.where('id', '=', donationId)
			.executeTakeFirstOrThrow();
		expect(donation.status).toBe('paid');
		// Two months once, not two months for every press.
		expect(await storedExpiry(queries, accountId)).toBe(
			addMonths(new Date(donation.paid_at!), 2).toISOString(),
		);
	});

	it('takes the payment or closes the checkout, never both, when Pay meets its expiry', async () => {
		const { app, queries } = await createTestApp();
		const { accountId, donationId, url } = await directDemoCheckout(queries, 1500);
		const closed = new Date(Date.now() + DAY + 1000);
		const [press] = await Promise.all([
			app.request(`${url}/pay`, { method: 'POST' }),
			tidySite(queries, closed),
		]);
		const { status } = (await storedStatus(queries, donationId))!;
		if (press.status === 303) {
			expect(status).toBe('paid');
			expect(await storedExpiry(queries, accountId)).toBeDefined();
		} else {
			expect(press.status).toBe(404);
			expect(status).toBe('expired');
			expect(await storedExpiry(queries, accountId)).toBeUndefined();
		}
	});

	it('Cancel cancels the donation and returns to the donate form', async () => {
		const { app } = await createTestApp();
		const { token, session } = await demoCheckout(app);
		const cancel = await app.request(`${session.url}/cancel`, { method: 'POST' });
		expect(cancel.status).toBe(303);
		expect(cancel.headers.get('Location')).toBe('/donate/stripe');
		expect(await myDonations(app, token)).toMatchObject([{ status: 'canceled' }]);
		const page = await app.request(session.url!);
		expect(page.status).toBe(404);
		expect(await page.text()).toContain(PAYMENT_MESSAGES.checkoutUnavailable);
		expect((await app.request(`${session.url}/pay`, { method: 'POST' })).status).toBe(404);
	});

	it('is no longer available once the donation expired, and takes no payment', async () => {
		const { app, queries } = await createTestApp();
		const { token, session } = await demoCheckout(app);
		const [donation] = await myDonations(app, token);
		expect((await tidySite(queries, new Date(Date.now() + DAY + 1000))).expiredDonations).toBe(1);
		const page = await app.request(session.url!);
		expect(page.status).toBe(404);
		expect(await page.text()).toContain(PAYMENT_MESSAGES.checkoutUnavailable);
		expect((await app.request(`${session.url}/pay`, { method: 'POST' })).status).toBe(404);
		expect(await myDonations(app, token)).toMatchObject([{ id: donation!.id, status: 'expired' }]);
		expect(await storedStatus(queries, Number(donation!.id))).toEqual({ status: 'expired' });
	});

	it('closes a checkout left open a day even before the housekeeping ran', async () => {
		const { app, queries } = await createTestApp();
		const { token, session } = await demoCheckout(app);
		const [donation] = await myDonations(app, token);
		const dayAgo = new Date(Date.now() - DAY).toISOString();
		await queries
			.updateTable('donations')
			.set({ created_at: dayAgo })
			.where('id', '=', Number(donation!.id))
			.execute();
		expect((await app.request(`${session.url}/pay`, { method: 'POST' })).status).toBe(404);
		expect(await storedStatus(queries, Number(donation!.id))).toEqual({ status: 'expired' });
		const page = await app.request(session.url!);
		expect(page.status).toBe(404);
		expect(await page.text()).toContain(PAYMENT_MESSAGES.checkoutUnavailable);
	});

	it('answers 404 for an unknown session and 400 for a malformed one', async () => {
		const { app } = await createTestApp();
		expect((await app.request(`/api/payments/demo-checkout/demo_${'a'.repeat(24)}`)).status).toBe(
			404,
		);
		expect((await app.request('/api/payments/demo-checkout/1')).status).toBe(400);
	});

	it('refuses the Stripe webhook when no signing secret is configured', async () => {
		const { app } = await createTestApp();
		const response = await postJson(app, '/api/payments/stripe-webhook', { id: 'evt_1' });
		expect(response.status).toBe(400);
		expect(await response.json()).toEqual({ message: PAYMENT_MESSAGES.webhookNotConfigured });
	});
});
