import StatCard from '@/components/ui/StatCard';
import type { ServerList } from '@/contract/servers';
import { formatNumber } from '@/lib/format';
import { summarizeServers } from '../model';

interface Props {
	servers: ServerList;
}

/** Total Servers, Active Players with the percent of capacity, Total Capacity. */
export default function ServerSummaryBox({ servers }: Props) {
	const summary = summarizeServers(servers);
	return (
		<section className="server-summary" aria-labelledby="server-summary-title">
			<h2 id="server-summary-title" className="visually-hidden">
				Summary
			</h2>
			<StatCard label="Total Servers" value={formatNumber(summary.totalServers)} />
			<StatCard
				label="Active Players"
				value={formatNumber(summary.activePlayers)}
				hint={`${summary.capacityPercent}% of capacity`}
			/>
			<StatCard label="Total Capacity" value={formatNumber(summary.totalCapacity)} />
		</section>
	);
}
