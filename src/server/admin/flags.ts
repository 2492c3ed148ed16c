import { sql } from 'kysely';
import type { Region } from '../../contract/common';
import type { SiteDb } from '../db/kysely';

/** The region's known flags, in the order they were added (SourceMod's letters first). */
export async function listFlags(db: SiteDb, region: Region): Promise<string[]> {
	const rows = await db
		.selectFrom('game_flags')
		.select('name')
		.where('region', '=', region)
		.orderBy('sort_order')
		.orderBy('name')
		.execute();
	return rows.map((row) => row.name);
}

/**
 * Adds flags a group or config uses to the region's list, so the next form offers them; a flag
 * the list has already keeps its place. Pass the change's transaction.
 */
export async function rememberFlags(
	db: SiteDb,
	region: Region,
	flags: readonly string[],
): Promise<void> {
	// One at a time: each new flag goes after the one added before it.
	for (const flag of flags) {
		await db
			.insertInto('game_flags')
			.values((eb) => ({
				region,
				name: flag,
				sort_order: eb
					.selectFrom('game_flags')
					.select((inner) =>
						inner(inner.fn.coalesce(inner.fn.max('sort_order'), sql.lit(0)), '+', sql.lit(1)).as(
							'next',
						),
					)
					.where('region', '=', region),
			}))
			.onConflict((conflict) => conflict.columns(['region', 'name']).doNothing())
			.execute();
	}
}
