import { useState } from 'react';
import EmptyState from '@/components/ui/EmptyState';
import Pagination from '@/components/ui/Pagination';
import Skeleton from '@/components/ui/Skeleton';
import Table, { type TableColumn } from '@/components/ui/Table';
import { DONATION_MONEY } from '@/contract/donations';
import { ADMIN_PAGE_SIZE, type AdminDonation } from '@/contract/moderation';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useApiData } from '@/lib/use-api-data';
import { pageCount } from '../model';
import { loadDonations } from '../moderation-api';
import InlineAlert from './InlineAlert';

const columns: TableColumn<AdminDonation>[] = [
	{ key: 'id', header: 'ID', cell: (donation) => donation.id, align: 'end' },
	{ key: 'at', header: 'Created', cell: (donation) => formatDateTime(donation.createdAt) },
	{
		key: 'donor',
		header: 'Donor',
		cell: (donation) => donation.username ?? <span className="admin-muted">Deleted account</span>,
	},
	{
		key: 'amount',
		header: 'Amount',
		cell: (donation) => <strong>{formatMoney(donation.amount, DONATION_MONEY)}</strong>,
		align: 'end',
	},
	{ key: 'status', header: 'Status', cell: (donation) => donation.status },
	{
		key: 'message',
		header: 'Message',
		cell: (donation) => donation.message || <span className="admin-muted">None</span>,
	},
];

/** Every donation, newest first, read only; a deleted account's donations stay, unnamed. */
export default function DonationsView() {
	const [page, setPage] = useState(1);
	const donations = useApiData((signal) => loadDonations(page, signal), [page]);
	return (
		<section className="admin-view" aria-labelledby="admin-donations-title">
			<header className="admin-view__head">
				<div>
					<p className="admin-view__eyebrow">Admin</p>
					<h1 id="admin-donations-title" className="admin-view__title">
						Donations
					</h1>
				</div>
				<p className="admin-view__summary">Read only: card donations and their state.</p>
			</header>
			{donations.status === 'error' ? (
				<InlineAlert onRetry={donations.reload}>{donations.message}</InlineAlert>
			) : donations.status === 'loading' ? (
				<div className="admin-skeleton" aria-busy="true">
					<span className="visually-hidden">Loading donations…</span>
					{Array.from({ length: 5 }, (_, index) => (
						<Skeleton key={index} variant="block" height="3.25rem" />
					))}
				</div>
			) : donations.data.donations.length === 0 ? (
				<EmptyState headingLevel={2} title="No donations yet" />
			) : (
				<>
					<Table
						caption="Donations"
						hideCaption
						columns={columns}
						rows={donations.data.donations}
						rowKey={(donation) => donation.id}
						layout="stack"
						className="admin-table admin-donations-table"
					/>
					<Pagination
						current={page}
						total={pageCount(donations.data.total, ADMIN_PAGE_SIZE)}
						onPageChange={setPage}
						label="Pages of donations"
					/>
				</>
			)}
		</section>
	);
}
