import { useEffect, useRef, useState } from 'react';
import Badge, { type BadgeTone } from '@/components/ui/Badge';
import PlayerName from '@/components/ui/PlayerName';
import SegmentedControl from '@/components/ui/SegmentedControl';
import { MESSAGES } from '@/config/messages';
import type { ActionParty, RoundAction } from '@/contract/rounds';
import { steamProfileUrl } from '@/contract/steam-id';
import { actionTypeLabel } from '../model';
import {
	countByFilter,
	filterTimeline,
	foldTimeline,
	TIMELINE_FILTERS,
	type PlacedAction,
	type TimelineFilter,
} from '../timeline';

const SEVERITY_TONES: Record<string, BadgeTone> = {
	low: 'neutral',
	medium: 'warning',
	high: 'danger',
};

/** A player's id: a link to the public profile only for a real 17-digit id. */
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
				{/* The name leads to the player page; the SteamID beside it to Steam. */}
				<PlayerName
					className="round-party__name"
					steamId={party.steamId}
					name={party.name ?? 'Unknown'}
					avatar={party.avatar}
					size={24}
				/>
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

function TimelineEntry({ action, index }: { action: RoundAction; index: number }) {
	const severity = action.severity.toLowerCase();
	return (
		<li
			className={`round-action${action.isGoodAction ? '' : ' round-action--bad'}`}
			data-severity={severity}
			data-entry={index}
			tabIndex={-1}
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

/** A folded run of routine entries: one line that opens them. */
function FoldedRun({ entries, onOpen }: { entries: PlacedAction[]; onOpen: () => void }) {
	const first = entries[0]!.action.formattedTime;
	const last = entries[entries.length - 1]!.action.formattedTime;
	return (
		<li className="round-fold">
			<button type="button" className="round-fold__button" onClick={onOpen}>
				Show {entries.length} routine events{' '}
				<span className="round-fold__span">
					({first}–{last}: damage, purchases and other events)
				</span>
			</button>
		</li>
	);
}

/** The round's timeline: filters (all, kills, bad actions) and long routine stretches folded. */
export default function RoundTimeline({ actions }: { actions: RoundAction[] }) {
	const [filter, setFilter] = useState<TimelineFilter>('all');
	const [unfolded, setUnfolded] = useState<ReadonlySet<number>>(new Set());
	const [opened, setOpened] = useState<number | null>(null);
	const list = useRef<HTMLOListElement>(null);

	// The button of an opened run goes away: focus moves to the first entry it showed.
	useEffect(() => {
		if (opened === null) return;
		list.current?.querySelector<HTMLElement>(`[data-entry="${opened}"]`)?.focus();
		setOpened(null);
	}, [opened]);
	const counts = countByFilter(actions);
	const entries = filterTimeline(actions, filter);
	// Only the whole timeline folds: a filtered one is short already.
	const items =
		filter === 'all'
			? foldTimeline(entries, unfolded)
			: entries.map((entry) => ({ kind: 'action' as const, entry }));
	return (
		<section className="round-timeline" aria-labelledby="round-timeline-title">
			<div className="round-timeline__head">
				<h3 id="round-timeline-title" className="round-timeline__title">
					Round Timeline
				</h3>
				{actions.length > 0 && (
					<SegmentedControl
						label="Show"
						size="sm"
						value={filter}
						onChange={setFilter}
						options={TIMELINE_FILTERS.map((option) => ({
							value: option.value,
							label: `${option.label} (${counts[option.value]})`,
						}))}
					/>
				)}
			</div>
			{actions.length === 0 ? (
				<p className="round-timeline__empty">{MESSAGES.rounds.noActions}</p>
			) : entries.length === 0 ? (
				<p className="round-timeline__empty">
					{filter === 'kills' ? 'No kills in this round.' : 'No bad actions in this round.'}
				</p>
			) : (
				<ol ref={list} className="round-timeline__list">
					{items.map((item) =>
						item.kind === 'action' ? (
							<TimelineEntry
								key={item.entry.index}
								index={item.entry.index}
								action={item.entry.action}
							/>
						) : (
							<FoldedRun
								key={`fold-${item.id}`}
								entries={item.entries}
								onOpen={() => {
									setUnfolded((open) => new Set([...open, item.id]));
									setOpened(item.id);
								}}
							/>
						),
					)}
				</ol>
			)}
		</section>
	);
}
