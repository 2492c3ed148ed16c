import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import { sqliteQueries, type SiteDb } from '../../src/server/db/kysely';
import { CHEAP_SEED, createTestApp, postJson, openTestSqlite } from '../fixtures/reference-api';

// Hashes and salts are random per run by design; everything a visitor can see must not be.
async function readPublicAccounts(db: SiteDb) {
	const rows = await db.selectFrom('accounts').selectAll().orderBy('id').execute();
	return rows.map(({ password_hash: _hash, password_salt: _salt, ...rest }) => rest);
}

describe('seed', () => {
	it('builds the same accounts in two fresh databases', async () => {
		const first = await readPublicAccounts(
			sqliteQueries(await openTestSqlite(':memory:', CHEAP_SEED)),
		);
		const second = await readPublicAccounts(
			sqliteQueries(await openTestSqlite(':memory:', CHEAP_SEED)),
		);
		expect(first.length).toBeGreaterThanOrEqual(Object.keys(DEMO_ACCOUNTS).length + 8);
		expect(second).toEqual(first);
	});

	it('holds every demo account with its role, verification and links', async () => {
		const { queries } = await createTestApp();
		const accounts = await readPublicAccounts(queries);
		for (const demo of Object.values(DEMO_ACCOUNTS)) {
			expect(accounts).toContainEqual(
				expect.objectContaining({
					email: demo.email,
					username: demo.username,
					role: demo.role,
					verified: demo.verified ? 1 : 0,
					discord_id: demo.discord?.id ?? null,
					steam_id: demo.steam?.id ?? null,
				}),
			);
		}
	});

	it('covers every role the site treats differently', async () => {
		const { queries } = await createTestApp();
		const roles = new Set((await readPublicAccounts(queries)).map((account) => account.role));
		expect([...roles].sort()).toEqual(['', 'admin', 'developer', 'root', 'senioradmin', 'user']);
	});

	it('gives linked accounts ids shaped like the real services', async () => {
		const { queries } = await createTestApp();
		const accounts = await readPublicAccounts(queries);
		const steamIds = accounts.flatMap((account) => account.steam_id ?? []);
		const discordIds = accounts.flatMap((account) => account.discord_id ?? []);
		expect(steamIds.length).toBeGreaterThan(1);
		expect(discordIds.length).toBeGreaterThan(1);
		for (const id of steamIds) expect(id).toMatch(/^7656119\d{10}$/);
		for (const id of discordIds) expect(id).toMatch(/^\d{17,19}$/);
	});

	it.each(Object.entries(DEMO_ACCOUNTS).filter(([, demo]) => demo.verified))(
		'lets the %s demo account log in with its published password',
		async (_name, demo) => {
			const { app } = await createTestApp();
			const response = await postJson(app, '/api/auth/login', {
				email: demo.email,
				password: demo.password,
				turnstileToken: 'ok',
			});
			expect(response.status).toBe(200);
		},
	);
});
