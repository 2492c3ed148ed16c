/**
 * Writes src/server/db/schema.ts, the types of the database's tables, after a migration changed
 * them: migrates a throwaway PostgreSQL database and has kysely-codegen describe it.
 * Usage: npm run db:types (needs PostgreSQL installed, as the tests do).
 */
import { SITE_MIGRATIONS } from '../src/server/areas';
import { applyPostgresMigrations, connectPostgres } from '../src/server/db/postgres';
import { generateSchemaTypes, SCHEMA_TYPES_FILE } from './lib/schema-types';
import { startThrowawayPostgres } from './lib/throwaway-postgres';

const cluster = await startThrowawayPostgres();
try {
	const database = await connectPostgres(cluster.url, { poolSize: 1 });
	await applyPostgresMigrations(database.kysely, SITE_MIGRATIONS);
	await database.close();
	generateSchemaTypes(cluster.url);
	console.log(`Wrote ${SCHEMA_TYPES_FILE}.`);
} finally {
	cluster.stop();
}
