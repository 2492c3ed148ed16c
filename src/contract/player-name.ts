import { z } from 'zod/mini';

/** Most characters of a player's name, as the game servers and Steam allow them. */
export const PLAYER_NAME_MAX = 64;

/**
 * Characters a name never keeps: controls (NUL, ESC, ...), format characters (the bidirectional
 * overrides and isolates that make a name read backwards, the zero-width spaces and joiners, the
 * byte order mark) and the line and paragraph separators. They show nothing, or show something
 * else than the text says, in lists, page titles and search results.
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** A name without hidden characters and surrounding spaces; may be empty. */
export function cleanPlayerName(name: string): string {
	return name.replace(HIDDEN_CHARACTERS, '').trim();
}

/** The message of a name that is empty once cleaned, or too long. */
const playerNameMessage = (field: string) =>
	`${field} must be 1 to ${PLAYER_NAME_MAX} visible characters`;

/**
 * A player's name as a game server or an admin writes it: hidden characters are stripped (a
 * player's Steam name may hold a zero-width joiner; the event is still worth keeping), and what
 * is left must be 1 to 64 characters (0 to 64 with `mayBeEmpty`), else a 400 naming the field.
 */
export function playerName(field = 'name', { mayBeEmpty = false } = {}) {
	const message = playerNameMessage(field);
	return z
		.string({ error: message })
		.check(
			z.maxLength(PLAYER_NAME_MAX * 4, message),
			z.overwrite(cleanPlayerName),
			z.minLength(mayBeEmpty ? 0 : 1, message),
			z.maxLength(PLAYER_NAME_MAX, message),
		);
}
