import { useEffect, useState } from 'react';
import Button from '@/components/ui/Button';
import Skeleton from '@/components/ui/Skeleton';
import {
	DONATION_MONEY,
	DONATOR_THRESHOLD,
	type Donation,
	type DonatorStatus,
} from '@/contract/donations';
import { formatDate, formatMoney } from '@/lib/format';
import { loadDonatorStatus, loadMyDonations } from '../api';
import '../donations.css';

/** How often and how long to look again while the payment is still being confirmed. */
const POLL_MS = 2000;
const MAX_POLLS = 10;

interface Result {
	donation: Donation | null;
	status: DonatorStatus;
}

/** The donation id of `?donation=`. */
function donationIdFromUrl(): string | null {
	return new URLSearchParams(window.location.search).get('donation');
}

/** Thanks the donor with the amount and the new Donator expiry. */
export default function DonationSuccess() {
	const [result, setResult] = useState<Result | null>(null);

	useEffect(() => {
		const controller = new AbortController();
		const id = donationIdFromUrl();
		let polls = 0;
		let timer: ReturnType<typeof setTimeout> | undefined;
		const check = async () => {
			const [donations, status] = await Promise.all([
				loadMyDonations(controller.signal).catch(() => [] as Donation[]),
				loadDonatorStatus(controller.signal),
			]);
			if (controller.signal.aborted) return;
			const donation = donations.find((entry) => String(entry.id) === id) ?? null;
			setResult({ donation, status });
			// A card payment is confirmed by Stripe's webhook, which may arrive a moment later.
			if (donation?.status === 'pending' && ++polls < MAX_POLLS) {
				timer = setTimeout(() => void check(), POLL_MS);
			}
		};
		void check();
		return () => {
			controller.abort();
			clearTimeout(timer);
		};
	}, []);

	if (!result) {
		return (
			<div className="donation-success" aria-busy="true">
				<span className="visually-hidden">Loading your donation…</span>
				<Skeleton lines={3} />
			</div>
		);
	}
	const { donation, status } = result;
	return (
		<div className="donation-success">
			<h2 className="donation-success__title">Your support keeps us running</h2>
			{donation && (
				<p className="donation-success__amount">
					Your donation of <strong>{formatMoney(donation.amount, DONATION_MONEY)}</strong>{' '}
					{donation.status === 'paid'
						? 'has been received.'
						: donation.status === 'pending'
							? 'is being confirmed…'
							: 'was not completed.'}
				</p>
			)}
			<p className="donation-success__status" role="status">
				{status.active && status.expiryDate
					? `Your Donator status is active until ${formatDate(status.expiryDate)}.`
					: `Donations of ${DONATOR_THRESHOLD.text} make you a Donator.`}
			</p>
			<div className="donation-success__actions">
				<Button href="/profile">Go to Profile</Button>
				<Button href="/support" variant="secondary">
					Back to Donations
				</Button>
			</div>
		</div>
	);
}
