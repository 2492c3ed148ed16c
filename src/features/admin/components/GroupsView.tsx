import { lazy, Suspense, useRef, useState } from 'react';
import Button from '@/components/ui/Button';
import EmptyState from '@/components/ui/EmptyState';
import Skeleton from '@/components/ui/Skeleton';
import Table, { type TableColumn } from '@/components/ui/Table';
import { MESSAGES } from '@/config/messages';
import { useConfirm } from '@/lib/components/use-confirm';
import type { GameGroup } from '@/contract/admin';
import { notify } from '@/lib/notices';
import { useApiData } from '@/lib/use-api-data';
import { deleteGroup, loadFlags, loadGroups } from '../api';
import { withServerText } from '../model';
import { ModalLoading, preloadOnIntent } from '@/lib/components/ModalLoading';

// The group form loads on the first sign of use (a pointer over the view, focus inside it), not
// with the page: it is code for after an interaction.
const loadGroupModal = () => import('./GroupModal');
const GroupModal = lazy(loadGroupModal);
import InlineAlert from './InlineAlert';
import RegionToggle, { useRegion } from './RegionToggle';

/** The open modal: a new group (null) or the group being edited. */
type Editing = { group: GameGroup | null } | null;

/** Admin groups of a region: list, add, edit and delete. */
export default function GroupsView() {
	const [region, setRegion] = useRegion();
	const [editing, setEditing] = useState<Editing>(null);
	const [deleting, setDeleting] = useState<number | null>(null);
	const { confirm, dialog } = useConfirm();
	const groups = useApiData((signal) => loadGroups(region, signal), [region]);
	const flags = useApiData((signal) => loadFlags(region, signal), [region]);

	// The last list stays on screen while it loads again after a change.
	const last = useRef<{ region: string; data: GameGroup[] } | null>(null);
	if (groups.status === 'ready') last.current = { region, data: groups.data };
	const data =
		groups.status === 'ready'
			? groups.data
			: groups.status === 'loading' && last.current?.region === region
				? last.current.data
				: null;

	const remove = async (group: GameGroup) => {
		const confirmed = await confirm({
			title: 'Delete group?',
			message: `This deletes the group ${group.name} of ${region.toUpperCase()}.`,
			confirmLabel: 'Delete',
			destructive: true,
		});
		if (!confirmed) return;
		setDeleting(group.id);
		try {
			await deleteGroup(group.id, region);
			notify({ kind: 'success', text: `Deleted the group ${group.name}.` });
		} catch (error) {
			console.error('Deleting the group failed:', error);
			notify({ kind: 'error', text: withServerText(MESSAGES.admin.deleteGroupFailed, error) });
		} finally {
			setDeleting(null);
			groups.reload();
		}
	};

	const columns: TableColumn<GameGroup>[] = [
		{ key: 'id', header: 'ID', cell: (group) => group.id, align: 'end' },
		{ key: 'name', header: 'Name', cell: (group) => <strong>{group.name}</strong> },
		{ key: 'immunity', header: 'Immunity', cell: (group) => group.immunity, align: 'end' },
		{
			key: 'flags',
			header: 'Flags',
			cell: (group) =>
				group.flags.length > 0 ? (
					<ul className="admin-flag-list" aria-label={`Flags of ${group.name}`}>
						{group.flags.map((flag) => (
							<li key={flag} className="admin-flag">
								{flag}
							</li>
						))}
					</ul>
				) : (
					<span className="admin-muted">No flags</span>
				),
		},
		{
			key: 'actions',
			header: 'Actions',
			hideHeader: true,
			align: 'end',
			cell: (group) => (
				<div className="admin-actions">
					<Button
						variant="secondary"
						size="sm"
						aria-label={`Edit ${group.name}`}
						onClick={() => setEditing({ group })}
					>
						Edit
					</Button>
					<Button
						variant="danger"
						size="sm"
						aria-label={`Delete ${group.name}`}
						disabled={deleting === group.id}
						onClick={() => void remove(group)}
					>
						Delete
					</Button>
				</div>
			),
		},
	];

	return (
		<section
			className="admin-view"
			aria-labelledby="admin-groups-title"
			{...preloadOnIntent(loadGroupModal)}
		>
			<header className="admin-view__head">
				<div>
					<p className="admin-view__eyebrow">Admin</p>
					<h1 id="admin-groups-title" className="admin-view__title">
						Admin Groups
					</h1>
				</div>
				<div className="admin-view__tools">
					<RegionToggle region={region} onChange={setRegion} />
					<Button onClick={() => setEditing({ group: null })} disabled={flags.status !== 'ready'}>
						Add Group
					</Button>
				</div>
			</header>
			{flags.status === 'error' && (
				<InlineAlert onRetry={flags.reload}>{MESSAGES.admin.pageLoadFailed}</InlineAlert>
			)}
			{groups.status === 'error' ? (
				<InlineAlert onRetry={groups.reload}>
					{MESSAGES.admin.groupsFetchFailed(region.toUpperCase())}
				</InlineAlert>
			) : !data ? (
				<div className="admin-skeleton" aria-busy="true">
					<span className="visually-hidden">Loading groups…</span>
					{Array.from({ length: 5 }, (_, index) => (
						<Skeleton key={index} variant="block" height="3.25rem" />
					))}
				</div>
			) : data.length === 0 ? (
				<EmptyState
					headingLevel={2}
					title="No groups in this region yet"
					hint="Add one with Add Group."
				/>
			) : (
				<Table
					caption={`Admin groups of ${region.toUpperCase()}`}
					hideCaption
					columns={columns}
					rows={data}
					rowKey={(group) => group.id}
					layout="stack"
					className="admin-table admin-groups-table"
				/>
			)}
			{editing && flags.status === 'ready' && (
				<Suspense fallback={<ModalLoading />}>
					<GroupModal
						key={editing.group?.id ?? 'new'}
						group={editing.group}
						region={region}
						flags={flags.data}
						onClose={() => setEditing(null)}
						onSaved={(name) => {
							setEditing(null);
							notify({ kind: 'success', text: `Saved the group ${name}.` });
							groups.reload();
							flags.reload();
						}}
					/>
				</Suspense>
			)}
			{dialog}
		</section>
	);
}
