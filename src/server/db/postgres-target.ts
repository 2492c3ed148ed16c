/** Reading a `postgres://` URL: light enough for the settings, which the build reads too. */

/** Connections a process keeps open to PostgreSQL unless `DATABASE_POOL_SIZE` says otherwise. */
export const DEFAULT_POOL_SIZE = 10;

/** Where a `postgres://` URL points, without its password: safe to print. */
export interface PostgresTarget {
	host: string;
	port: number;
	database: string;
	user: string;
}

/** Thrown when PostgreSQL cannot be used; the message is one line without the password. */
export class PostgresUnavailableError extends Error {}

/** Reads host, port, database and user of a `postgres://` or `postgresql://` URL. */
export function readPostgresTarget(url: string): PostgresTarget {
	let parsed: URL;
	try {
		parsed = new URL(url);
	} catch {
		throw new PostgresUnavailableError('DATABASE_URL is not a URL (postgres://user@host/db)');
	}
	if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
		throw new PostgresUnavailableError(
			`DATABASE_URL must start with postgres:// or postgresql://, not ${parsed.protocol}//`,
		);
	}
	const socketHost = parsed.searchParams.get('host');
	return {
		host: decodeURIComponent(parsed.hostname) || socketHost || 'localhost',
		port: Number(parsed.port || 5432),
		database: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'postgres',
		user: decodeURIComponent(parsed.username) || 'postgres',
	};
}

/** 'host:port/database', how the banner and every error name a PostgreSQL database. */
export function describePostgresTarget(target: PostgresTarget): string {
	return `${target.host}:${target.port}/${target.database}`;
}
