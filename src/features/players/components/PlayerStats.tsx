import type { ReactNode } from 'react';
import StatCard from '@/components/ui/StatCard';
import type { PlayerProfile } from '@/contract/players';
import { formatDateTime, formatNumber } from '@/lib/format';
import { formatDistance, formatRate, roleLabel, roundResult } from '../model';

function RecentRounds({ rounds }: { rounds: PlayerProfile['ttt']['recentRounds'] }) {
	if (rounds.length === 0) return <p className="player-empty">No TTT rounds yet.</p>;
	return (
		<ol className="player-rounds">
			{rounds.map((round) => (
				<li key={round.id} className="player-round">
					<a className="player-round__link" href={`/ttt/rounds/${round.id}`}>
						Round #{round.id}
					</a>
					<span className="player-round__map">{round.map}</span>
					<span className={`player-round__role player-round__role--${round.role ?? 'unknown'}`}>
						{roleLabel(round.role)}
					</span>
					<span className={`player-round__result player-round__result--${String(round.won)}`}>
						{roundResult(round.won)}
					</span>
					<time className="player-round__time" dateTime={round.startTime}>
						{formatDateTime(round.startTime)}
					</time>
				</li>
			))}
		</ol>
	);
}

/** One game's figures: a titled section whose cards come first, then anything more. */
function FigureSection({
	id,
	title,
	cards,
	children,
}: {
	id: string;
	title: string;
	cards: ReactNode;
	children?: ReactNode;
}) {
	return (
		<section className="player-section" aria-labelledby={id}>
			<h2 id={id} className="player-section__title">
				{title}
			</h2>
			<div className="player-stats">{cards}</div>
			{children}
		</section>
	);
}

/** The player's TTT, Jailbreak and (for members) Poop figures. */
export default function PlayerStats({ player }: { player: PlayerProfile }) {
	const { ttt, jailbreak } = player;
	return (
		<>
			<FigureSection
				id="player-ttt"
				title="TTT"
				cards={
					<>
						<StatCard label="Rounds played" value={formatNumber(ttt.roundsPlayed)} />
						<StatCard label="Wins as traitor" value={formatNumber(ttt.traitorWins)} />
						<StatCard label="Wins as innocent" value={formatNumber(ttt.innocentWins)} />
					</>
				}
			>
				<h3 className="player-section__subtitle">Recent rounds</h3>
				<RecentRounds rounds={ttt.recentRounds} />
			</FigureSection>
			<FigureSection
				id="player-jailbreak"
				title="Jailbreak"
				cards={
					<>
						<StatCard label="No-scopes" value={formatNumber(jailbreak.noscopes)} />
						<StatCard label="Best distance" value={formatDistance(jailbreak.bestDistance)} />
						<StatCard label="Average distance" value={formatDistance(jailbreak.averageDistance)} />
						<StatCard label="Headshot rate" value={formatRate(jailbreak.headshotRate)} />
						<StatCard label="Lootbags picked" value={formatNumber(jailbreak.lootbagsPicked)} />
						<StatCard label="Resources" value={formatNumber(jailbreak.resources)} />
						<StatCard label="Easter eggs found" value={formatNumber(player.eggs)} />
					</>
				}
			/>
			{player.poop && (
				<FigureSection
					id="player-poop"
					title="Poop"
					cards={
						<>
							<StatCard label="Poops" value={formatNumber(player.poop.made)} />
							<StatCard label="Pooped on" value={formatNumber(player.poop.received)} />
						</>
					}
				/>
			)}
		</>
	);
}
