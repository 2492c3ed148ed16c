import { useEffect, useId, useState } from 'react';
import PlayerName from '@/components/ui/PlayerName';
import { MESSAGES } from '@/config/messages';
import { PLAYER_SEARCH_MAX_CHARS, type PlayerSummary } from '@/contract/players';
import { useApiData } from '@/lib/use-api-data';
import { searchPlayers } from '../api';
import { SEARCH_DEBOUNCE_MS, searchText } from '../model';
import '../players.css';

interface Props {
	/** The heading above the box. */
	title?: string;
}

/** What the list below the box says about the answer, for everyone and for screen readers. */
function resultsStatus(found: PlayerSummary[] | null): string {
	if (found === null) return '';
	if (found.length === 0) return MESSAGES.players.noneFound;
	return found.length === 1 ? '1 player found' : `${found.length} players found`;
}

/** A search box for players by name or SteamID; matches show as links while the visitor types. */
export default function PlayerSearch({ title = 'Find a player' }: Props) {
	const inputId = useId();
	const [input, setInput] = useState('');
	const [query, setQuery] = useState<string | null>(null);
	// Asks once the visitor stops typing; Enter asks at once.
	useEffect(() => {
		const timer = setTimeout(() => setQuery(searchText(input)), SEARCH_DEBOUNCE_MS);
		return () => clearTimeout(timer);
	}, [input]);
	const results = useApiData(
		(signal) => (query ? searchPlayers(query, signal) : Promise.resolve(null)),
		[query],
		MESSAGES.players.searchFailed,
	);
	const found = results.status === 'ready' ? results.data : null;

	return (
		<section className="player-search" aria-labelledby={`${inputId}-title`}>
			<h2 id={`${inputId}-title`} className="player-search__title">
				{title}
			</h2>
			<form
				role="search"
				className="player-search__form"
				onSubmit={(event) => {
					event.preventDefault();
					setQuery(searchText(input));
				}}
			>
				<label className="player-search__label" htmlFor={inputId}>
					Name or SteamID
				</label>
				<div className="player-search__row">
					<input
						id={inputId}
						className="player-search__input"
						type="search"
						autoComplete="off"
						spellCheck={false}
						maxLength={PLAYER_SEARCH_MAX_CHARS}
						value={input}
						onChange={(event) => setInput(event.target.value)}
					/>
					<button type="submit" className="kit-button">
						Search
					</button>
				</div>
			</form>
			<p className="player-search__status" role="status">
				{results.status === 'error' ? results.message : resultsStatus(found)}
			</p>
			{found && found.length > 0 && (
				<ul className="player-search__results">
					{found.map((player) => (
						<li key={player.steamId}>
							<PlayerName
								steamId={player.steamId}
								name={player.name}
								avatar={player.avatar}
								size={32}
							/>
							<code className="player-search__id">{player.steamId}</code>
						</li>
					))}
				</ul>
			)}
		</section>
	);
}
