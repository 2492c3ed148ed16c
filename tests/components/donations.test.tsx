// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/config/messages';
import DonateForm from '../../src/features/donations/components/DonateForm';
import DonationGoal from '../../src/features/donations/components/DonationGoal';
import TopSupporters from '../../src/features/donations/components/TopSupporters';
import { $notices } from '../../src/lib/notices';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import { type TestApp, lazyTestApp } from '../fixtures/reference-api';
import { renderIsland } from './render-island';
import { DONATION_MESSAGES } from '../../src/contract/donations';
import { PAYMENT_MESSAGES } from '../../src/contract/payments';

/** The reference API, except for the calls `answers` names (method and path prefix). */
function withAnswers(answers: Record<string, () => Response | Promise<Response>>) {
	const app = lazyTestApp();
	return {
		request: (input: RequestInfo | URL, init?: RequestInit) => {
			const path = new URL(String(input), 'http://site').pathname;
			const key = Object.keys(answers).find((k) =>
				`${init?.method ?? 'GET'} ${path}`.startsWith(k),
			);
			return key ? answers[key]!() : app.request(input, init);
		},
	} as TestApp;
}

const json = (status: number, body: unknown) => () => Response.json(body, { status });
const noticeTexts = () => $notices.get().map((notice) => notice.text);
const stripeWindow = window as unknown as { Stripe?: unknown; __stripe?: { keys: string[] } };

afterEach(() => {
	delete stripeWindow.Stripe;
	delete stripeWindow.__stripe;
});

async function renderForm(
	options: {
		app?: TestApp;
		account?: typeof DEMO_ACCOUNTS.player | typeof DEMO_ACCOUNTS.root;
		key?: string;
	} = {},
) {
	const view = await renderIsland(<DonateForm publishableKey={options.key ?? ''} />, {
		account: options.account ?? DEMO_ACCOUNTS.player,
		app: options.app,
	});
	await act(() => view.session);
	return view;
}

describe('DonateForm', () => {
	it('asks to link both accounts first, with Go to Profile', async () => {
		await renderForm({ account: DEMO_ACCOUNTS.root });
		expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.donation.linkAccounts);
		expect(screen.getByRole('link', { name: 'Go to Profile' })).toHaveAttribute('href', '/profile');
		expect(screen.queryByLabelText('Amount (€)')).not.toBeInTheDocument();
	});

	it('starts at €15, labels the button with the amount and refuses less than €5', async () => {
		await renderForm();
		const amount = screen.getByLabelText('Amount (€)');
		expect(amount).toHaveValue(15);
		// One currency format everywhere: the sign before the number.
		expect(screen.getByText('€15 or more makes you a Donator for a month.')).toBeInTheDocument();
		expect(amount).toHaveAttribute('min', '5');
		expect(amount).toHaveAttribute('step', '1');
		expect(screen.getByRole('button', { name: 'Donate €15' })).toBeEnabled();
		await userEvent.clear(amount);
		await userEvent.type(amount, '4');
		expect(screen.getByText(DONATION_MESSAGES.minimum)).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Donate €4' })).toBeDisabled();
		await userEvent.type(amount, '2');
		expect(screen.getByRole('button', { name: 'Donate €42' })).toBeEnabled();
		expect(screen.queryByText(DONATION_MESSAGES.minimum)).not.toBeInTheDocument();
	});

	it("refuses more than 10,000 € with 'Maximum donation is €10,000'", async () => {
		const { fetch } = await renderForm();
		const amount = screen.getByLabelText('Amount (€)');
		expect(amount).toHaveAttribute('max', '10000');
		await userEvent.clear(amount);
		await userEvent.type(amount, '10000');
		expect(screen.getByRole('button', { name: 'Donate €10,000' })).toBeEnabled();
		await userEvent.type(amount, '1');
		expect(screen.getByText(DONATION_MESSAGES.maximum)).toHaveTextContent(
			'Maximum donation is €10,000',
		);
		expect(amount).toHaveAttribute('aria-invalid', 'true');
		const button = screen.getByRole('button', { name: 'Donate €100,001' });
		expect(button).toBeDisabled();
		await userEvent.click(button);
		const paths = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://site').pathname);
		expect(paths).not.toContain('/api/payments/create-stripe-session');
	});

	it('counts the message up to 512 characters and says it will be public', async () => {
		await renderForm();
		const message = screen.getByLabelText('Message (optional)');
		expect(message).toHaveAttribute('maxLength', '512');
		expect(screen.getByText(MESSAGES.donation.messagePublic)).toBeInTheDocument();
		await userEvent.type(message, 'GG all');
		expect(screen.getByText('6/512')).toBeInTheDocument();
	});

	it("says 'Failed to create Stripe session' when the API refuses", async () => {
		const app = withAnswers({
			'POST /api/payments/create-stripe-session': json(502, { message: 'x' }),
		});
		await renderForm({ app });
		await userEvent.click(screen.getByRole('button', { name: 'Donate €15' }));
		await waitFor(() => expect(noticeTexts()).toEqual([PAYMENT_MESSAGES.createSessionFailed]));
		expect(screen.getByRole('button', { name: 'Donate €15' })).not.toHaveAttribute('aria-busy');
	});

	it.each([null, 'javascript:alert(1)', '//evil.example/checkout'])(
		"says 'Failed to start Stripe checkout' for the checkout URL %o",
		async (url) => {
			const app = withAnswers({
				'POST /api/payments/create-stripe-session': json(200, { sessionId: 'cs_1', url }),
			});
			await renderForm({ app });
			await userEvent.click(screen.getByRole('button', { name: 'Donate €15' }));
			await waitFor(() => expect(noticeTexts()).toEqual([MESSAGES.donation.startCheckoutFailed]));
		},
	);

	it('loads Stripe.js with the publishable key (the test fake stands in for it)', async () => {
		window.eval(readFileSync('tests/fixtures/stripe-fake.js', 'utf8'));
		await renderForm({ key: 'pk_test_123' });
		await waitFor(() => expect(stripeWindow.__stripe?.keys).toEqual(['pk_test_123']));
	});

	it('loads no Stripe script without a publishable key', async () => {
		await renderForm();
		expect(document.querySelector('script[src*="js.stripe.com"]')).toBeNull();
		expect(stripeWindow.__stripe).toBeUndefined();
	});
});

describe('DonationGoal', () => {
	it('shows the goal in euro', async () => {
		const app = withAnswers({
			'GET /api/donations/goals/current': json(200, { targetAmount: 300, currentAmount: 120.5 }),
		});
		await renderIsland(<DonationGoal />, { app });
		const bar = await screen.findByRole('progressbar', { name: 'Monthly goal' });
		expect(bar).toHaveAttribute('aria-valuetext', '€120.50 of €300');
		expect(screen.getByText('€179.50 to go this month.')).toBeInTheDocument();
	});

	it('shows the default goal when the call fails', async () => {
		const app = withAnswers({ 'GET /api/donations/goals/current': json(500, { message: 'down' }) });
		await renderIsland(<DonationGoal />, { app });
		const bar = await screen.findByRole('progressbar', { name: 'Monthly goal' });
		expect(bar).toHaveAttribute('aria-valuetext', '€0 of €200');
	});
});

describe('TopSupporters', () => {
	it('pads with 5 and 3 placeholders when there are no supporters', async () => {
		const app = withAnswers({
			'GET /api/donations/top': json(200, []),
		});
		await renderIsland(<TopSupporters />, { app });
		const allTime = await screen.findByRole('list', { name: 'All-time top supporters' });
		const month = screen.getByRole('list', { name: 'Top supporters this month' });
		expect(within(allTime).getAllByText('Your name here')).toHaveLength(5);
		expect(within(month).getAllByText('Your name here')).toHaveLength(3);
	});

	it('shows the seeded supporters, with a crown on this month’s first', async () => {
		const month = [
			{ userId: 1, rank: 1, username: 'Vortex', avatar: null, totalAmount: 50 },
			{ userId: 2, rank: 2, username: 'Tundra', avatar: '', totalAmount: 15 },
		];
		const app = withAnswers({ 'GET /api/donations/top/': json(200, month) });
		await renderIsland(<TopSupporters />, { app });
		const list = await screen.findByRole('list', { name: 'Top supporters this month' });
		const rows = within(list).getAllByRole('listitem');
		expect(rows[0]).toHaveTextContent('#1Top supporter: Vortex€50');
		expect(rows[1]).toHaveTextContent('#2Tundra€15');
		expect(rows[2]).toHaveTextContent('Your name here');
		expect(rows[0]!.querySelector('.supporter__crown')).not.toBeNull();
		const allTime = screen.getByRole('list', { name: 'All-time top supporters' });
		expect(within(allTime).queryAllByText('Your name here')).toHaveLength(0);
		expect(within(allTime).getAllByRole('listitem')).toHaveLength(5);
	});

	it('asks for the current calendar month', async () => {
		const { fetch } = await renderIsland(<TopSupporters />);
		await screen.findByRole('list', { name: 'Top supporters this month' });
		const now = new Date();
		const paths = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://site').pathname);
		expect(paths).toContain(`/api/donations/top/${now.getUTCMonth() + 1}/${now.getUTCFullYear()}`);
		expect(paths).toContain('/api/donations/top-alltime');
	});
});
