import Badge from '@/components/ui/Badge';
import Button from '@/components/ui/Button';
import EmptyState from '@/components/ui/EmptyState';
import Skeleton from '@/components/ui/Skeleton';
import { MESSAGES } from '@/config/messages';
import { ApiError } from '@/lib/api';
import { AsyncState } from '@/lib/components/AsyncState';
import type { Round, RoundAction } from '@/contract/rounds';
import { formatDateTime } from '@/lib/format';
import { useApiData } from '@/lib/use-api-data';
import { loadRound, loadRoundActions } from '../api';
import { roundDuration, roundListHref } from '../model';
import RoundTimeline from './RoundTimeline';
import WinnerBadge from './WinnerBadge';
import '../rounds.css';

interface Props {
	roundId: number;
	/** The list page to go back to. */
	returnPage: number;
}

function BackLink({ returnPage }: { returnPage: number }) {
	return (
		<a className="round-back" href={roundListHref(returnPage)}>
			<span aria-hidden="true">←</span> Back to Rounds
		</a>
	);
}

function Loaded({ round, actions }: { round: Round; actions: RoundAction[] }) {
	return (
		<>
			<header className="round-head">
				{/* The page's heading says 'Round #id'; here are its state and winner. */}
				<h2 className="visually-hidden">Round #{round.id} summary</h2>
				<div className="round-head__badges">
					{round.isActive && (
						<Badge tone="info" dot full>
							Active
						</Badge>
					)}
					{!round.isActive && <WinnerBadge winningTeam={round.winningTeam} suffix=" Win" />}
				</div>
			</header>
			<dl className="round-info">
				<div>
					<dt>Map</dt>
					<dd className="rounds-map">{round.map}</dd>
				</div>
				<div>
					<dt>Started</dt>
					<dd>{formatDateTime(round.startTime)}</dd>
				</div>
				<div>
					<dt>Ended</dt>
					<dd>{round.endTime ? formatDateTime(round.endTime) : MESSAGES.rounds.inProgress}</dd>
				</div>
				<div>
					<dt>Duration</dt>
					<dd>{roundDuration(round) ?? MESSAGES.rounds.inProgress}</dd>
				</div>
			</dl>
			<RoundTimeline actions={actions} />
		</>
	);
}

function DetailSkeleton() {
	return (
		<div className="round-skeleton" aria-busy="true">
			<span className="visually-hidden">Loading round…</span>
			<Skeleton variant="block" className="round-skeleton__badge" />
			<Skeleton variant="block" className="round-skeleton__info" />
			<Skeleton lines={6} />
		</div>
	);
}

/** The round detail: header, info grid and timeline, or 'Round Not Found'. */
export default function RoundDetail({ roundId, returnPage }: Props) {
	const state = useApiData(
		async (signal) => {
			const [round, actions] = await Promise.all([
				loadRound(roundId, signal),
				loadRoundActions(roundId, signal),
			]);
			return { round, actions };
		},
		[roundId],
		MESSAGES.rounds.detailFailed,
	);
	const missing =
		state.status === 'error' && state.error instanceof ApiError && state.error.status === 404;
	return (
		<div className="round-detail">
			<BackLink returnPage={returnPage} />
			{missing ? (
				<EmptyState
					title={MESSAGES.rounds.notFound}
					headingLevel={2}
					hint={MESSAGES.rounds.notFoundHint}
					action={<Button href={roundListHref(returnPage)}>Return to Rounds List</Button>}
				/>
			) : (
				<AsyncState state={state} loading={<DetailSkeleton />}>
					{(data) => <Loaded {...data} />}
				</AsyncState>
			)}
		</div>
	);
}
