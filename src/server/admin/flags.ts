import type { Database } from 'better-sqlite3';
import type { Region } from '../../contract/common';
import { statement } from '../db/statements';

/** The region's known flags, in the order they were added (SourceMod's letters first). */
export function listFlags(db: Database, region: Region): string[] {
	return statement<[Region], { name: string }>(
		db,
		'SELECT name FROM game_flags WHERE region = ? ORDER BY sort_order, name',
	)
		.all(region)
		.map((row) => row.name);
}

/** Adds flags a group or config uses to the region's list, so the next form offers them. */
export function rememberFlags(db: Database, region: Region, flags: readonly string[]): void {
	if (flags.length === 0) return;
	const insert = statement(
		db,
		`INSERT OR IGNORE INTO game_flags (region, name, sort_order)
		VALUES (?, ?, (SELECT coalesce(max(sort_order), 0) + 1 FROM game_flags WHERE region = ?))`,
	);
	for (const flag of flags) insert.run(region, flag, region);
}
