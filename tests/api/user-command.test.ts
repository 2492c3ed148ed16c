import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { createAccount, markVerified } from '../../src/server/auth/accounts';
import { issueToken, findAccountByToken } from '../../src/server/auth/tokens';
import { openDatabaseEngine, type DatabaseLocation } from '../../src/server/db/engine';
import { createProductionDatabase } from '../fixtures/production-database';
import { runScript } from '../fixtures/run-script';

const folder = mkdtempSync(join(tmpdir(), 'site-user-command-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A production database of the test's own with one verified player holding a live token. */
async function preparePlayer(name: string) {
	const location = await createProductionDatabase(join(folder, `${name}.db`));
	const settings = {
		SITE_URL: 'https://nova.example',
		...(location.url ? { DATABASE_URL: location.url } : { DATABASE_PATH: String(location.path) }),
	};
	const site = await openDatabaseEngine(location);
	const email = `${name}@command.test`;
	const id = await createAccount(site.db, { username: name, email, passwordHash: 'x' });
	await markVerified(site.db, id);
	const token = await issueToken(site.db, id);
	await site.close();
	return { location, settings, email, id, token };
}

/** Opens the database again to read what a script left; closed when the test ends. */
async function readDatabase(location: DatabaseLocation) {
	const site = await openDatabaseEngine(location);
	onTestFinished(() => site.close());
	return site.db;
}

describe('npm run user', () => {
	it('lists, shows, disables (revoking tokens), enables, and changes roles, audited', async () => {
		const { location, settings, email, token } = await preparePlayer('cmdplayer');
		const listed = await runScript('user', ['list'], settings);
		expect(listed.code, listed.stderr).toBe(0);
		expect(listed.stdout).toMatch(/user +active +cmdplayer <cmdplayer@command\.test>/);
		expect(listed.stdout).toContain('1 account');

		const shown = await runScript('user', ['show', email], settings);
		expect(shown.stdout).toContain('role:       user');

		const disabled = await runScript('user', ['disable', email], settings);
		expect(disabled.code, disabled.stderr).toBe(0);
		const db = await readDatabase(location);
		expect(await findAccountByToken(db, token)).toBeUndefined();

		expect((await runScript('user', ['enable', email], settings)).code).toBe(0);
		const promoted = await runScript('user', ['role', email, 'admin'], settings);
		expect(promoted.stdout).toContain('now has the role admin');
		const bad = await runScript('user', ['role', email, 'emperor'], settings);
		expect(bad.code).toBe(1);
		expect(bad.stderr).toContain("Unknown role 'emperor'");

		const audit = await db
			.selectFrom('admin_audit')
			.select(['action', 'account_name'])
			.orderBy('id')
			.execute();
		expect(audit.map((entry) => entry.action)).toEqual(['disable', 'enable', 'role']);
		expect(new Set(audit.map((entry) => entry.account_name))).toEqual(new Set(['npm run user']));
	}, 60_000);

	it('deletes personal data and keeps the donations; unknown e-mails and usage are explained', async () => {
		const { location, settings, email, id } = await preparePlayer('cmdleaver');
		const db = await readDatabase(location);
		await db
			.insertInto('donations')
			.values({
				account_id: id,
				amount_cents: 1500,
				message: 'from cmdleaver',
				status: 'paid',
				created_at: '2026-11-01T00:00:00.000Z',
			})
			.execute();
		const deleted = await runScript('user', ['delete', email], settings);
		expect(deleted.code, deleted.stderr).toBe(0);
		expect(JSON.stringify(await db.selectFrom('accounts').selectAll().execute())).not.toContain(
			'cmdleaver',
		);
		expect(await db.selectFrom('donations').select(['amount_cents', 'message']).execute()).toEqual([
			{ amount_cents: 1500, message: '' },
		]);

		const unknown = await runScript('user', ['show', email], settings);
		expect(unknown.code).toBe(1);
		expect(unknown.stderr).toContain(`No account has the e-mail ${email}.`);
		expect((await runScript('user', ['frobnicate'], settings)).code).toBe(2);
	}, 60_000);

	it('account:root --promote makes an existing account root', async () => {
		const { location, settings, email } = await preparePlayer('cmdowner');
		const promoted = await runScript('account-root', [email, '--promote'], settings);
		expect(promoted.code, promoted.stderr).toBe(0);
		expect(promoted.stdout).toContain('cmdowner <cmdowner@command.test> is now root');
		const db = await readDatabase(location);
		expect(
			await db.selectFrom('accounts').select('role').where('email', '=', email).execute(),
		).toEqual([{ role: 'root' }]);
	}, 60_000);
});
