/**
 * Drops two tables every no-scope batch wrote and nothing needs, which cost each batch two
 * upserts:
 *
 * - `jailbreak_noscope_totals` (per player, weapon and headshot flag): `jailbreak_noscope_board`
 *   holds the same sums over the same no-scopes (500 units or more), with 'all' roll-ups, so a
 *   player page reads the board's one 'all'/'all' row of the player instead.
 * - `jailbreak_players` (each player's latest name): nothing read it any more. The player
 *   directory (`players`) learns names from the events' own triggers.
 *
 * The per-map totals stay: the stats read them.
 */
const DROP_TABLES = `
DROP TABLE jailbreak_noscope_totals;
DROP TABLE jailbreak_players;
`;

export const sql = DROP_TABLES;

/** The same change on PostgreSQL, whose DROP TABLE reads alike. */
export const postgres = DROP_TABLES;
