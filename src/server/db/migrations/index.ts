import { sql as accounts } from './001-accounts';
import { sql as gameServers } from './002-game-servers';

/** One schema change, applied once and recorded under its id. */
export interface Migration {
	/** Sortable id, `NNN_name`; never rename one that has shipped. */
	id: string;
	sql: string;
}

/**
 * Every migration, oldest first. The SQL lives in TS modules rather than .sql files so that
 * vitest, tsx and the bundled Astro server all load it the same way, with no file lookups.
 */
export const MIGRATIONS: readonly Migration[] = [
	{ id: '001_accounts', sql: accounts },
	{ id: '002_game_servers', sql: gameServers },
];
