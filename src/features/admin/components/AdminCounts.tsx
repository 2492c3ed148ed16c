import StatCard from '@/components/ui/StatCard';
import { formatNumber } from '@/lib/format';

interface Props {
	total: number;
	root: number;
	staff: number;
}

/** Total, root and staff admins of the region. */
export default function AdminCounts({ total, root, staff }: Props) {
	return (
		<div className="admin-counts" role="group" aria-label="Admin counts">
			<StatCard label="Total Admins" value={formatNumber(total)} hint="players with a config" />
			<StatCard label="Root Admins" value={formatNumber(root)} hint="with the root flag" />
			<StatCard label="Staff Admins" value={formatNumber(staff)} hint="with the staff flag" />
		</div>
	);
}
