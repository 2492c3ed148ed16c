import { expect, test } from './support/fixtures';
import { serveUntilExit } from './support/production-site';

// SQLite is served by one process: a second `npm run serve` on the file the suite's server
// uses stops at once with the reason, and the first server goes on serving.

test('a second npm run serve on the same database file is refused, the first keeps serving', async ({
	request,
}) => {
	const result = await serveUntilExit({
		DATABASE_PATH: process.env.E2E_DATABASE_PATH!,
		HOST: '127.0.0.1',
		PORT: '0',
		TRUST_PROXY: 'true',
	});
	expect(result.code).toBe(1);
	expect(result.stderr).toContain('The site cannot start:');
	expect(result.stderr).toContain(
		`Another process is serving ${process.env.E2E_DATABASE_PATH} already: a SQLite database is ` +
			'served by one process at a time.',
	);
	expect((await request.get('/api/health')).status()).toBe(200);
});
