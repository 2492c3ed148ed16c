import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import Button from '@/components/ui/Button';
import Card from '@/components/ui/Card';
import Skeleton from '@/components/ui/Skeleton';
import { MESSAGES } from '@/config/messages';
// The setting itself rather than siteConfig, which would bring the community's staff groups and
// servers into the donate page.
import { PUBLIC_STRIPE_PUBLISHABLE_KEY } from 'astro:env/client';
import { ApiError } from '@/lib/api';
import {
	DONATION_DEFAULT_AMOUNT,
	DONATION_MAXIMUM,
	DONATION_MESSAGE_MAX_CHARS,
	DONATION_MESSAGES,
	DONATION_MINIMUM,
	DONATION_MONEY,
	DONATOR_THRESHOLD,
} from '@/contract/donations';
import { formatMoney } from '@/lib/format';
import { notify } from '@/lib/notices';
import { signOut } from '@/lib/session';
import { useSession } from '@/lib/use-session';
import { createCheckout } from '../api';
import { amountProblem, isCheckoutUrl, parseAmount, type AmountProblem } from '../model';
import '../donations.css';
import { PAYMENT_MESSAGES } from '@/contract/payments';

interface Props {
	/** Stripe.js loads only with a key (its fraud signals); the demo checkout needs none. */
	publishableKey?: string;
}

/** What the amount field says under it when the amount cannot be donated. */
const AMOUNT_MESSAGES: Record<AmountProblem, string> = {
	minimum: DONATION_MESSAGES.minimum,
	maximum: DONATION_MESSAGES.maximum,
};

/** Under the amount while it can be donated: '€15 or more makes you a Donator for a month.' */
const DONATOR_HINT = `${DONATOR_THRESHOLD.text.charAt(0).toUpperCase()}${DONATOR_THRESHOLD.text.slice(1)} makes you a Donator for ${DONATOR_THRESHOLD.period}.`;

/** Loads Stripe.js once per page when a publishable key is configured. */
function useStripeJs(key: string) {
	useEffect(() => {
		if (!key) return;
		loadStripe(key).catch((error: unknown) => console.error('Stripe.js did not load:', error));
	}, [key]);
}

/** The warning shown until both accounts are linked. */
function LinkAccountsWarning() {
	return (
		<Card
			as="section"
			tone="secondary"
			className="donate-warning"
			title="Link your accounts first"
			headingLevel={2}
		>
			<p role="alert">{MESSAGES.donation.linkAccounts}</p>
			<Button href="/profile">Go to Profile</Button>
		</Card>
	);
}

/** The card donation form: amount, optional public message, then the hosted checkout. */
export default function DonateForm({ publishableKey = PUBLIC_STRIPE_PUBLISHABLE_KEY }: Props) {
	const session = useSession();
	const [amountText, setAmountText] = useState(String(DONATION_DEFAULT_AMOUNT));
	const [message, setMessage] = useState('');
	const [busy, setBusy] = useState(false);
	const amountHintId = useId();
	const counterId = useId();
	useStripeJs(publishableKey);

	useEffect(() => {
		if (session.status === 'anonymous') window.location.replace('/login');
	}, [session.status]);

	if (session.status !== 'user') {
		return (
			<div className="donate-form" aria-busy="true">
				<span className="visually-hidden">Loading…</span>
				<Skeleton lines={4} />
			</div>
		);
	}
	const { user } = session;
	if (!user.steamId || !user.discordId) return <LinkAccountsWarning />;

	const amount = parseAmount(amountText);
	const problem = amountProblem(amount);
	const valid = problem === null;

	const submit = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		if (!valid || busy) return;
		setBusy(true);
		let url: string | null;
		try {
			({ url } = await createCheckout(amount, message.trim()));
		} catch (error) {
			if (error instanceof ApiError && error.status === 401) {
				signOut();
				window.location.assign('/login');
				return;
			}
			notify({ kind: 'error', text: PAYMENT_MESSAGES.createSessionFailed });
			setBusy(false);
			return;
		}
		if (!isCheckoutUrl(url)) {
			notify({ kind: 'error', text: MESSAGES.donation.startCheckoutFailed });
			setBusy(false);
			return;
		}
		// Busy until the checkout page replaces this one.
		window.location.assign(url);
	};

	return (
		<form className="donate-form" onSubmit={(event) => void submit(event)} noValidate>
			<div className="donate-form__field">
				<label htmlFor="donation-amount">Amount ({DONATION_MONEY.symbol.trim()})</label>
				<input
					id="donation-amount"
					name="amount"
					type="number"
					inputMode="decimal"
					min={DONATION_MINIMUM}
					max={DONATION_MAXIMUM}
					step={1}
					required
					value={amountText}
					aria-invalid={!valid}
					aria-describedby={amountHintId}
					onChange={(event) => setAmountText(event.target.value)}
				/>
				<p id={amountHintId} className={problem ? 'donate-form__error' : 'donate-form__hint'}>
					{problem ? AMOUNT_MESSAGES[problem] : DONATOR_HINT}
				</p>
			</div>
			<div className="donate-form__field">
				<label htmlFor="donation-message">Message (optional)</label>
				<textarea
					id="donation-message"
					name="message"
					rows={4}
					maxLength={DONATION_MESSAGE_MAX_CHARS}
					value={message}
					aria-describedby={counterId}
					onChange={(event) => setMessage(event.target.value)}
				/>
				<p id={counterId} className="donate-form__hint donate-form__counter">
					<span>{MESSAGES.donation.messagePublic}</span>
					<span>
						{message.length}/{DONATION_MESSAGE_MAX_CHARS}
					</span>
				</p>
			</div>
			<Button type="submit" size="lg" block disabled={!valid} loading={busy}>
				{Number.isFinite(amount) && amount > 0
					? `Donate ${formatMoney(amount, DONATION_MONEY)}`
					: 'Donate'}
			</Button>
		</form>
	);
}
