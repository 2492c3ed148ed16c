/** One schema change, applied once and recorded under its id. */
export interface Migration {
	/** Sortable id, `NNN_name`; never rename one that has shipped (it also keys its area's seed stream). */
	id: string;
	/** The change on SQLite. */
	sql: string;
	/**
	 * The same change on PostgreSQL, so that both engines' schemas stay alike table by table (a
	 * test compares them). Text columns are `COLLATE "C"`: they compare byte by byte as SQLite's
	 * do, whatever collation the database was created with.
	 */
	postgres: string;
	/**
	 * The SQL rebuilds a table (new table, copy, drop, rename): foreign keys are off while it runs
	 * and checked before it commits, as SQLite documents for schema changes ALTER cannot make.
	 */
	rebuildsTables?: true;
}

/** The migrations one area registers, oldest first. */
interface AreaMigrations {
	/** The area's name, for the errors below. */
	area: string;
	migrations: readonly Migration[];
}

const MIGRATION_ID = /^(\d{3})_[a-z0-9_]+$/;

/** The number an id starts with (`018` of `018_round_search`); throws on an id without one. */
function numberOf(id: string, area: string): string {
	const match = MIGRATION_ID.exec(id);
	if (!match) throw new Error(`Migration ${id} of ${area} is not named NNN_name`);
	return match[1]!;
}

/**
 * Every area's migrations in the one order they are applied in: by id, which is by number. A
 * database records the ids it applied, so the order must not depend on how the areas are listed.
 * Throws when an area lists its own out of order, or two migrations share an id or a number (two
 * changes numbered alike would run in the order of their names, which nobody chose).
 */
export function mergeMigrations(lists: readonly AreaMigrations[]): Migration[] {
	const owners = new Map<string, { area: string; id: string }>();
	for (const { area, migrations } of lists) {
		let previous: string | undefined;
		for (const migration of migrations) {
			const number = numberOf(migration.id, area);
			if (previous !== undefined && migration.id <= previous) {
				throw new Error(
					`The migrations of ${area} are not in ascending order: ${migration.id} follows ${previous}`,
				);
			}
			previous = migration.id;
			const owner = owners.get(number);
			if (owner?.id === migration.id) {
				throw new Error(`Migration ${migration.id} is registered by ${owner.area} and ${area}`);
			}
			if (owner) {
				throw new Error(
					`Migration ${migration.id} of ${area} takes the number of ${owner.id} of ${owner.area}`,
				);
			}
			owners.set(number, { area, id: migration.id });
		}
	}
	return lists
		.flatMap((list) => list.migrations)
		.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
