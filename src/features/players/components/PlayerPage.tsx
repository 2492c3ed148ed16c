import { useStore } from '@nanostores/react';
import EmptyState from '@/components/ui/EmptyState';
import { MESSAGES } from '@/config/messages';
import { ApiError } from '@/lib/api';
import { AsyncState } from '@/lib/components/AsyncState';
import { $authToken } from '@/lib/session';
import { useApiData } from '@/lib/use-api-data';
import { loadPlayer } from '../api';
import PlayerHeader from './PlayerHeader';
import PlayerSearch from './PlayerSearch';
import PlayerStats from './PlayerStats';
import '../players.css';

interface Props {
	steamId: string;
}

/** The player's figures, or 'Player not found' with the search. */
function PlayerView({ steamId }: Props) {
	const state = useApiData(
		(signal) => loadPlayer(steamId, signal),
		[steamId],
		MESSAGES.players.loadFailed,
	);
	const missing =
		state.status === 'error' && state.error instanceof ApiError && state.error.status === 404;
	return (
		<div className="player-page">
			{missing ? (
				<EmptyState title={MESSAGES.players.notFound} hint={MESSAGES.players.notFoundHint} />
			) : (
				<AsyncState state={state}>
					{(player) => (
						<>
							<PlayerHeader player={player} />
							<PlayerStats player={player} />
						</>
					)}
				</AsyncState>
			)}
			<PlayerSearch title={missing ? 'Search players' : 'Find another player'} />
		</div>
	);
}

/** A player's page: header, figures and a search for another player; 'Player not found' else. */
export default function PlayerPage({ steamId }: Props) {
	// A login or logout changes the stored token: the figures load again, with or without Poop.
	const token = useStore($authToken);
	return <PlayerView key={token ?? ''} steamId={steamId} />;
}
