import { useState } from 'react';
import EmptyState from '@/components/ui/EmptyState';
import Pagination from '@/components/ui/Pagination';
import Skeleton from '@/components/ui/Skeleton';
import Table, { type TableColumn } from '@/components/ui/Table';
import { ADMIN_PAGE_SIZE, type AuditEntry } from '@/contract/moderation';
import { formatDateTime } from '@/lib/format';
import { useApiData } from '@/lib/use-api-data';
import { pageCount } from '../model';
import { loadAudit } from '../moderation-api';
import InlineAlert from './InlineAlert';

const columns: TableColumn<AuditEntry>[] = [
	{ key: 'at', header: 'When', cell: (entry) => formatDateTime(entry.at) },
	{ key: 'actor', header: 'Who', cell: (entry) => <strong>{entry.actor}</strong> },
	{
		key: 'what',
		header: 'What',
		cell: (entry) => (
			<span>
				{entry.action} {entry.entity.replaceAll('_', ' ')} {entry.entityId}
				{entry.region && ` (${entry.region.toUpperCase()})`}
			</span>
		),
	},
	{
		key: 'change',
		header: 'Change',
		cell: (entry) => <code className="admin-audit__change">{describeAuditChange(entry)}</code>,
	},
];

/** The audit log, newest first: every change made in the admin area or with npm run user. */
export default function AuditView() {
	const [page, setPage] = useState(1);
	const audit = useApiData((signal) => loadAudit(page, signal), [page]);
	return (
		<section className="admin-view" aria-labelledby="admin-audit-title">
			<header className="admin-view__head">
				<div>
					<p className="admin-view__eyebrow">Admin</p>
					<h1 id="admin-audit-title" className="admin-view__title">
						Audit Log
					</h1>
				</div>
				<p className="admin-view__summary">Read only: every change, who made it and when.</p>
			</header>
			{audit.status === 'error' ? (
				<InlineAlert onRetry={audit.reload}>{audit.message}</InlineAlert>
			) : audit.status === 'loading' ? (
				<div className="admin-skeleton" aria-busy="true">
					<span className="visually-hidden">Loading the audit log…</span>
					{Array.from({ length: 5 }, (_, index) => (
						<Skeleton key={index} variant="block" height="3.25rem" />
					))}
				</div>
			) : audit.data.entries.length === 0 ? (
				<EmptyState headingLevel={2} title="No changes yet" hint="Changes show here once made." />
			) : (
				<>
					<Table
						caption="Audit log"
						hideCaption
						columns={columns}
						rows={audit.data.entries}
						rowKey={(entry) => entry.id}
						layout="stack"
						className="admin-table admin-audit-table"
					/>
					<Pagination
						current={page}
						total={pageCount(audit.data.total, ADMIN_PAGE_SIZE)}
						onPageChange={setPage}
						label="Pages of the audit log"
					/>
				</>
			)}
		</section>
	);
}

// Here rather than in the admin model that every admin page loads: only the audit log reads it.
/** An audit entry's change in one line: the fields that differ, before → after. */
function describeAuditChange(entry: { before: string | null; after: string | null }): string {
	const read = (json: string | null): Record<string, unknown> => {
		try {
			const value: unknown = json === null ? {} : JSON.parse(json);
			return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
		} catch {
			return {};
		}
	};
	const before = read(entry.before);
	const after = read(entry.after);
	const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
	const show = (value: unknown) => (value === undefined ? '–' : JSON.stringify(value));
	const changed = keys.filter((key) => show(before[key]) !== show(after[key]));
	if (changed.length === 0) return '–';
	return changed.map((key) => `${key}: ${show(before[key])} → ${show(after[key])}`).join('; ');
}
