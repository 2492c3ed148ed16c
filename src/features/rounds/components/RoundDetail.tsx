import Badge, { type BadgeTone } from '@/components/ui/Badge';
import Button from '@/components/ui/Button';
import EmptyState from '@/components/ui/EmptyState';
import Skeleton from '@/components/ui/Skeleton';
import { MESSAGES } from '@/config/messages';
import { ApiError } from '@/lib/api';
import { AsyncState } from '@/lib/components/AsyncState';
import type { ActionParty, Round, RoundAction } from '@/contract/rounds';
import { formatDateTime } from '@/lib/format';
import { steamProfileUrl } from '@/contract/steam-id';
import { useApiData } from '@/lib/use-api-data';
import { loadRound, loadRoundActions } from '../api';
import { actionTypeLabel, roundDuration, roundListHref } from '../model';
import WinnerBadge from './WinnerBadge';
import '../rounds.css';

interface Props {
	roundId: number;
	/** The list page to go back to. */
	returnPage: number;
}

const SEVERITY_TONES: Record<string, BadgeTone> = {
	low: 'neutral',
	medium: 'warning',
	high: 'danger',
};

function BackLink({ returnPage }: { returnPage: number }) {
	return (
		<a className="round-back" href={roundListHref(returnPage)}>
			<span aria-hidden="true">←</span> Back to Rounds
		</a>
	);
}

/** A player's id: a link to the public profile only for a real 17-digit id (spec 2.10). */
function PlayerId({ party }: { party: ActionParty }) {
	if (!party.steamId) return null;
	const url = steamProfileUrl(party.steamId);
	if (!url) return <code className="round-party__id">{party.steamId}</code>;
	return (
		<a
			className="round-party__id"
			href={url}
			target="_blank"
			rel="noopener noreferrer"
			aria-label={`Steam profile of ${party.name ?? party.steamId} (${party.steamId}, opens in a new tab)`}
		>
			{party.steamId}
		</a>
	);
}

function Party({ label, party }: { label: string; party: ActionParty }) {
	return (
		<div className="round-party">
			<dt>{label}</dt>
			<dd>
				<span className="round-party__name">{party.name ?? 'Unknown'}</span>
				{party.role && (
					<span className={`round-party__role round-party__role--${party.role.toLowerCase()}`}>
						{party.role}
					</span>
				)}
				<PlayerId party={party} />
				{party.itemName && <span className="round-party__item">{party.itemName}</span>}
				{party.damage !== null && (
					<span className="round-party__damage">{party.damage} damage</span>
				)}
			</dd>
		</div>
	);
}

function TimelineItem({ action }: { action: RoundAction }) {
	const severity = action.severity.toLowerCase();
	return (
		<li
			className={`round-action${action.isGoodAction ? '' : ' round-action--bad'}`}
			data-severity={severity}
		>
			<span className="round-action__time">
				<span className="visually-hidden">At </span>
				{action.formattedTime}
			</span>
			<div className="round-action__body">
				<div className="round-action__tags">
					<Badge tone="secondary">{actionTypeLabel(action.actionType)}</Badge>
					{!action.isGoodAction && (
						<Badge tone="danger" full>
							<span aria-hidden="true">⚠ </span>Bad action
						</Badge>
					)}
					<Badge tone={SEVERITY_TONES[severity] ?? 'neutral'}>Severity: {severity}</Badge>
				</div>
				<p className="round-action__message">{action.message}</p>
				{action.additionalInfo && <p className="round-action__info">{action.additionalInfo}</p>}
				{(action.actor || action.target) && (
					<dl className="round-action__parties">
						{action.actor && <Party label="Actor" party={action.actor} />}
						{action.target && <Party label="Target" party={action.target} />}
					</dl>
				)}
			</div>
		</li>
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
			<section className="round-timeline" aria-labelledby="round-timeline-title">
				<h3 id="round-timeline-title" className="round-timeline__title">
					Round Timeline
				</h3>
				{actions.length === 0 ? (
					<p className="round-timeline__empty">{MESSAGES.rounds.noActions}</p>
				) : (
					<ol className="round-timeline__list">
						{actions.map((action, index) => (
							<TimelineItem key={index} action={action} />
						))}
					</ol>
				)}
			</section>
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

/** The round detail (spec 2.10): header, info grid and timeline, or 'Round Not Found'. */
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
