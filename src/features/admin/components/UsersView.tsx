import { useDeferredValue, useId, useState } from 'react';
import Button from '@/components/ui/Button';
import EmptyState from '@/components/ui/EmptyState';
import Pagination from '@/components/ui/Pagination';
import Skeleton from '@/components/ui/Skeleton';
import Table, { type TableColumn } from '@/components/ui/Table';
import {
	ACCOUNT_ROLES,
	ADMIN_PAGE_SIZE,
	USER_SEARCH_MAX_LENGTH,
	type AccountRole,
	type AdminUser,
} from '@/contract/moderation';
import { useConfirm } from '@/lib/components/use-confirm';
import { notify } from '@/lib/notices';
import { useApiData } from '@/lib/use-api-data';
import { pageCount, withServerText } from '../model';
import { loadUsers, setUserDisabled, setUserRole } from '../moderation-api';
import InlineAlert from './InlineAlert';

/** The site's accounts for root: search, disable or enable, and change roles. */
export default function UsersView() {
	const id = useId();
	const [search, setSearch] = useState('');
	const [page, setPage] = useState(1);
	const [busy, setBusy] = useState<number | null>(null);
	const { confirm, dialog } = useConfirm();
	// Typing stays responsive; the list follows the settled text.
	const query = useDeferredValue(search.trim());
	const users = useApiData((signal) => loadUsers(query, page, signal), [query, page]);

	const run = async (user: AdminUser, step: () => Promise<AdminUser>, done: string) => {
		setBusy(user.id);
		try {
			await step();
			notify({ kind: 'success', text: done });
		} catch (error) {
			console.error('Changing the account failed:', error);
			notify({ kind: 'error', text: withServerText('Failed to change the account', error) });
		} finally {
			setBusy(null);
			users.reload();
		}
	};

	const toggleDisabled = async (user: AdminUser) => {
		const disabling = user.disabledAt === null;
		if (disabling) {
			const confirmed = await confirm({
				title: 'Disable account?',
				message: `${user.username} is logged out everywhere and cannot log in until enabled again.`,
				confirmLabel: 'Disable',
				destructive: true,
			});
			if (!confirmed) return;
		}
		await run(
			user,
			() => setUserDisabled(user.id, disabling),
			`${disabling ? 'Disabled' : 'Enabled'} ${user.username}.`,
		);
	};

	const changeRole = (user: AdminUser, role: AccountRole) =>
		run(user, () => setUserRole(user.id, role), `${user.username} is now ${role}.`);

	const columns: TableColumn<AdminUser>[] = [
		{
			key: 'account',
			header: 'Account',
			cell: (user) => (
				<span className="admin-user">
					<strong>{user.username}</strong>
					<span className="admin-muted admin-user__email">{user.email}</span>
				</span>
			),
		},
		{
			key: 'state',
			header: 'State',
			cell: (user) =>
				user.disabledAt ? (
					<span className="admin-flag admin-flag--danger">Disabled</span>
				) : user.verified ? (
					'Active'
				) : (
					<span className="admin-muted">Unverified</span>
				),
		},
		{
			key: 'role',
			header: 'Role',
			cell: (user) => (
				<select
					className="admin-input admin-user__role"
					aria-label={`Role of ${user.username}`}
					value={user.role}
					disabled={busy === user.id}
					onChange={(event) => void changeRole(user, event.target.value as AccountRole)}
				>
					{/* A role the site does not know (an old import) stays visible until changed. */}
					{!(ACCOUNT_ROLES as readonly string[]).includes(user.role) && (
						<option value={user.role}>{user.role || 'none'}</option>
					)}
					{ACCOUNT_ROLES.map((role) => (
						<option key={role} value={role}>
							{role}
						</option>
					))}
				</select>
			),
		},
		{
			key: 'actions',
			header: 'Actions',
			hideHeader: true,
			align: 'end',
			cell: (user) => (
				<div className="admin-actions">
					<Button
						variant={user.disabledAt ? 'secondary' : 'danger'}
						size="sm"
						aria-label={`${user.disabledAt ? 'Enable' : 'Disable'} ${user.username}`}
						disabled={busy === user.id}
						onClick={() => void toggleDisabled(user)}
					>
						{user.disabledAt ? 'Enable' : 'Disable'}
					</Button>
				</div>
			),
		},
	];

	return (
		<section className="admin-view" aria-labelledby="admin-users-title">
			<header className="admin-view__head">
				<div>
					<p className="admin-view__eyebrow">Admin</p>
					<h1 id="admin-users-title" className="admin-view__title">
						Users
					</h1>
				</div>
				{users.status === 'ready' && (
					<p className="admin-view__summary" role="status">
						{users.data.total} account{users.data.total === 1 ? '' : 's'}
					</p>
				)}
			</header>
			<div className="admin-filters admin-filters--single" role="search" aria-label="Find accounts">
				<div className="admin-field">
					<label className="admin-field__label" htmlFor={`${id}-search`}>
						Search by username or e-mail
					</label>
					<input
						id={`${id}-search`}
						className="admin-input"
						type="search"
						maxLength={USER_SEARCH_MAX_LENGTH}
						value={search}
						onChange={(event) => {
							setSearch(event.target.value);
							setPage(1);
						}}
						autoComplete="off"
					/>
				</div>
			</div>
			{users.status === 'error' ? (
				<InlineAlert onRetry={users.reload}>{users.message}</InlineAlert>
			) : users.status === 'loading' ? (
				<div className="admin-skeleton" aria-busy="true">
					<span className="visually-hidden">Loading accounts…</span>
					{Array.from({ length: 5 }, (_, index) => (
						<Skeleton key={index} variant="block" height="3.25rem" />
					))}
				</div>
			) : users.data.users.length === 0 ? (
				<EmptyState headingLevel={2} title="No account matches" hint="Try another search." />
			) : (
				<>
					<Table
						caption="Accounts"
						hideCaption
						columns={columns}
						rows={users.data.users}
						rowKey={(user) => user.id}
						layout="stack"
						className="admin-table admin-users-table"
					/>
					<Pagination
						current={page}
						total={pageCount(users.data.total, ADMIN_PAGE_SIZE)}
						onPageChange={setPage}
						label="Pages of accounts"
					/>
				</>
			)}
			{dialog}
		</section>
	);
}
