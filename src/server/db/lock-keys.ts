/** Advisory lock keys of the work that one process at a time may do on a PostgreSQL database. */
export const LOCK_KEYS = {
	/** Migrations (a session lock, see postgres.ts). */
	migrations: 7_340_021,
	/** Filling an empty area with its seed. */
	seeding: 7_340_022,
	/** The background work, held by one replica's own connection (see leadership.ts). */
	backgroundWork: 7_340_023,
} as const;
