import Skeleton from '@/components/ui/Skeleton';
import { MESSAGES } from '@/config/messages';
import type { Server } from '@/contract/servers';
import { formatNumber, formatTime } from '@/lib/format';
import { useApiData } from '@/lib/use-api-data';
import { loadServerHistory } from '../api';
import { describeHistory, findPeak } from '../history';
import Sparkline from './Sparkline';

interface Props {
	server: Server;
}

/**
 * The last 24 hours of a card: a sparkline and the peak, in a box of fixed height whatever the
 * state (loading, ready, or an API without history), so the grid never moves.
 */
export default function ServerCardHistory({ server }: Props) {
	const state = useApiData((signal) => loadServerHistory(server.id, '24h', signal), [server.id]);
	if (state.status === 'loading') {
		return (
			<div className="server-history" aria-busy="true">
				<Skeleton variant="block" className="server-history__chart" />
				<Skeleton className="server-history__peak" />
			</div>
		);
	}
	if (state.status === 'error') {
		return (
			<div className="server-history">
				<p className="server-history__none">{MESSAGES.servers.historyUnavailable}</p>
			</div>
		);
	}
	const peak = findPeak(state.data);
	const summary = describeHistory({
		period: 'the last 24 hours',
		peak,
		now: server.players,
		formatTime,
	});
	return (
		<div className="server-history">
			<Sparkline
				players={state.data.players}
				maxPlayers={server.maxPlayers}
				className="server-history__chart"
			/>
			<p className="server-history__peak">
				<span className="visually-hidden">{summary}</span>
				<span aria-hidden="true">
					{peak ? (
						<>
							24 h peak <strong>{formatNumber(peak.players)}</strong> at {formatTime(peak.at)}
						</>
					) : (
						'No samples yet'
					)}
				</span>
			</p>
		</div>
	);
}
