import { useState } from 'react';
import SegmentedControl from '@/components/ui/SegmentedControl';
import Skeleton from '@/components/ui/Skeleton';
import { MESSAGES } from '@/config/messages';
import type { HistoryRange, Server } from '@/contract/servers';
import { formatDate, formatDateTime } from '@/lib/format';
import { Modal } from '@/lib/components/Modal';
import { useApiData } from '@/lib/use-api-data';
import { loadServerHistory } from '../api';
import { describeHistory, findPeak } from '../history';
import ServerTitle from './ServerTitle';
import Sparkline from './Sparkline';

type DetailRange = Extract<HistoryRange, '7d' | '30d'>;

const RANGES = [
	{ value: '7d', label: '7 days' },
	{ value: '30d', label: '30 days' },
] as const satisfies readonly { value: DetailRange; label: string }[];

const PERIODS: Record<DetailRange, string> = { '7d': 'the last 7 days', '30d': 'the last 30 days' };

/** A weekday, day, month and time: 'Sat 22 Nov, 21:00'. */
function formatPeakTime(at: Date): string {
	return formatDateTime(at, { weekday: 'short', day: 'numeric', month: 'short', year: undefined });
}

interface ChartProps {
	server: Server;
	range: DetailRange;
}

/** The chosen range's hourly peaks with their summary; loads when the range changes. */
function HistoryChart({ server, range }: ChartProps) {
	const state = useApiData(
		(signal) => loadServerHistory(server.id, range, signal),
		[server.id, range],
	);
	if (state.status === 'loading') {
		return (
			<div className="server-detail__chart-box" aria-busy="true">
				<span className="visually-hidden">Loading history…</span>
				<Skeleton variant="block" className="server-detail__chart" />
			</div>
		);
	}
	if (state.status === 'error') {
		return (
			<div className="server-detail__chart-box">
				<p className="server-history__none">{MESSAGES.servers.historyUnavailable}</p>
			</div>
		);
	}
	const { data } = state;
	const summary = describeHistory({
		period: PERIODS[range],
		peak: findPeak(data),
		now: server.players,
		formatTime: formatPeakTime,
	});
	return (
		<div className="server-detail__chart-box">
			<p className="server-detail__summary">{summary}</p>
			<div className="server-detail__plot">
				<span className="server-detail__scale" aria-hidden="true">
					{data.maxPlayers}
				</span>
				<Sparkline
					players={data.players}
					maxPlayers={data.maxPlayers}
					width={data.players.length}
					height={120}
					className="server-detail__chart"
				/>
			</div>
			<p className="server-detail__axis" aria-hidden="true">
				<span>{formatDate(data.start, { day: 'numeric', month: 'short' })}</span>
				<span>now</span>
			</p>
		</div>
	);
}

interface Props {
	server: Server;
	open: boolean;
	onClose: () => void;
}

/** A server's hourly peaks over 7 or 30 days, in a dialog opened from its card. */
export default function ServerHistoryDialog({ server, open, onClose }: Props) {
	const [range, setRange] = useState<DetailRange>('7d');
	return (
		<Modal
			open={open}
			onClose={onClose}
			title={
				<>
					<ServerTitle title={server.title} />: players
				</>
			}
			className="server-detail"
		>
			<SegmentedControl
				label="Period"
				options={RANGES}
				value={range}
				onChange={setRange}
				size="sm"
			/>
			<HistoryChart server={server} range={range} />
		</Modal>
	);
}
