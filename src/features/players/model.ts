import { PLAYER_SEARCH_MAX_CHARS, type PlayerProfile } from '../../contract/players';
import { formatNumber } from '../../lib/format';

/** Milliseconds the search waits after the last keystroke before asking. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The text to search for, or null when there is nothing to ask (blank or too long). */
export function searchText(input: string): string | null {
	const text = input.trim();
	return text.length > 0 && text.length <= PLAYER_SEARCH_MAX_CHARS ? text : null;
}

/** A distance in game units, one decimal at most; a dash without one. */
export function formatDistance(value: number | null): string {
	return value === null ? '–' : `${formatNumber(value, { maximumFractionDigits: 1 })} u`;
}

/** A share (0 to 1) as a percentage with one decimal; a dash without one. */
export function formatRate(value: number | null): string {
	return value === null ? '–' : `${formatNumber(value * 100, { maximumFractionDigits: 1 })}%`;
}

/** A role as the round log names it, capitalised; 'Unknown' without one. */
export function roleLabel(role: string | null): string {
	return role ? role.charAt(0).toUpperCase() + role.slice(1) : 'Unknown';
}

/** The outcome of a round for the player: won, lost or still running. */
export function roundResult(won: boolean | null): 'Won' | 'Lost' | 'In Progress' {
	if (won === null) return 'In Progress';
	return won ? 'Won' : 'Lost';
}

/** The page's title and description, for shared links. */
export function playerPageMeta(player: PlayerProfile): { title: string; description: string } {
	const figures = [
		`${formatNumber(player.ttt.roundsPlayed)} TTT rounds`,
		`${formatNumber(player.ttt.traitorWins + player.ttt.innocentWins)} wins`,
		`${formatNumber(player.jailbreak.noscopes)} no-scopes`,
	];
	if (player.jailbreak.bestDistance !== null) {
		figures.push(`best shot ${formatDistance(player.jailbreak.bestDistance)}`);
	}
	return {
		title: `${player.name}: Player Stats`,
		description: `${player.name} on our TTT and Jailbreak servers: ${figures.join(', ')}.`,
	};
}
