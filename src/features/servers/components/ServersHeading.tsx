import type { ApiData } from '@/lib/use-api-data';
import type { ServerList } from '@/contract/servers';
import { formatNumber } from '@/lib/format';
import { activePlayersLabel, countActivePlayers } from '../model';

interface Props {
	state: ApiData<ServerList>;
	/** h2 on both pages; the id labels the section around it. */
	id: string;
}

/** 'Our Game Servers' with the live total 'N Active Players'. */
export default function ServersHeading({ state, id }: Props) {
	const players = state.status === 'ready' ? countActivePlayers(state.data) : null;
	return (
		<div className="servers-heading">
			<h2 id={id} className="servers-heading__title">
				Our Game Servers
			</h2>
			<p className="servers-heading__players" aria-live="polite">
				<span className="servers-heading__pulse" aria-hidden="true" />
				{players === null ? (
					<span className="servers-heading__pending">Counting players…</span>
				) : (
					activePlayersLabel(players, formatNumber)
				)}
			</p>
		</div>
	);
}
