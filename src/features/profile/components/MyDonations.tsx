import Badge, { type BadgeTone } from '@/components/ui/Badge';
import Button from '@/components/ui/Button';
import Card from '@/components/ui/Card';
import EmptyState from '@/components/ui/EmptyState';
import Skeleton from '@/components/ui/Skeleton';
import { AsyncState } from '@/lib/components/AsyncState';
import { DONATION_MONEY, DONATOR_THRESHOLD, type DonatorStatus } from '@/contract/donations';
import { formatDate, formatMoney } from '@/lib/format';
import { useApiData } from '@/lib/use-api-data';
import { loadDonatorStatus, loadMyDonations } from '../api';
import { donationStatusLabel } from '../model';

const STATUS_TONES: Record<string, BadgeTone> = {
	paid: 'success',
	pending: 'warning',
	canceled: 'neutral',
	expired: 'neutral',
};

/** 'Active until 12/09/2025' or 'Inactive'. */
function DonatorLine({ status }: { status: DonatorStatus }) {
	const until = status.active && status.expiryDate ? formatDate(status.expiryDate) : '';
	return (
		<p className="donator-status" data-active={status.active || undefined}>
			<span className="donator-status__label">Donator status</span>
			{status.active ? (
				<Badge tone="success" dot>
					Active{until && ` until ${until}`}
				</Badge>
			) : (
				<Badge>Inactive</Badge>
			)}
		</p>
	);
}

/** The user's donations with their status, and the Donator status. */
export default function MyDonations() {
	const state = useApiData(async (signal) => {
		const [donations, status] = await Promise.all([
			loadMyDonations(signal),
			loadDonatorStatus(signal),
		]);
		return { donations, status };
	}, []);
	return (
		<section aria-label="My Donations" className="profile-section profile-section--wide">
			<Card title="My Donations" headingLevel={2} className="profile-card">
				<AsyncState state={state} loading={<Skeleton lines={3} />}>
					{({ donations, status }) => (
						<>
							<DonatorLine status={status} />
							{donations.length === 0 ? (
								<EmptyState
									title="No donations yet"
									hint={`Every donation keeps the servers running, and ${DONATOR_THRESHOLD.text} makes you a Donator.`}
									action={
										<Button href="/support" variant="secondary" size="sm">
											Support the servers
										</Button>
									}
								/>
							) : (
								<ul className="donation-list">
									{donations.map((donation) => (
										<li key={donation.id} className="donation-list__item">
											<span className="donation-list__amount">
												{formatMoney(donation.amount, DONATION_MONEY)}
											</span>
											<span className="donation-list__date">{formatDate(donation.createdAt)}</span>
											<Badge tone={STATUS_TONES[donation.status] ?? 'neutral'}>
												{donationStatusLabel(donation.status)}
											</Badge>
											{donation.message && (
												<span className="donation-list__message">“{donation.message}”</span>
											)}
										</li>
									))}
								</ul>
							)}
						</>
					)}
				</AsyncState>
			</Card>
		</section>
	);
}
