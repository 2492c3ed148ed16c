import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createAccount, markVerified } from '../../src/server/auth/accounts';
import { issueToken, findAccountByToken } from '../../src/server/auth/tokens';
import { openTestSqlite } from '../fixtures/reference-api';
import { runScript } from '../fixtures/run-script';

const folder = mkdtempSync(join(tmpdir(), 'site-user-command-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A production database of the test's own with one verified player holding a live token. */
async function preparePlayer(name: string) {
	const settings = { SITE_URL: 'https://nova.example', DATABASE_PATH: join(folder, `${name}.db`) };
	const db = await openTestSqlite(settings.DATABASE_PATH, { mode: 'production' });
	const email = `${name}@command.test`;
	const id = createAccount(db, { username: name, email, passwordHash: 'x' });
	markVerified(db, id);
	const token = issueToken(db, id);
	db.close();
	return { settings, email, id, token };
}

function readDatabase(path: string) {
	return new BetterSqlite3(path, { readonly: true });
}

describe('npm run user', () => {
	it('lists, shows, disables (revoking tokens), enables, and changes roles, audited', async () => {
		const { settings, email, token } = await preparePlayer('cmdplayer');
		const listed = await runScript('user', ['list'], settings);
		expect(listed.code, listed.stderr).toBe(0);
		expect(listed.stdout).toMatch(/user +active +cmdplayer <cmdplayer@command\.test>/);
		expect(listed.stdout).toContain('1 account');

		const shown = await runScript('user', ['show', email], settings);
		expect(shown.stdout).toContain('role:       user');

		const disabled = await runScript('user', ['disable', email], settings);
		expect(disabled.code, disabled.stderr).toBe(0);
		let db = readDatabase(settings.DATABASE_PATH);
		expect(findAccountByToken(db, token)).toBeUndefined();
		db.close();

		expect((await runScript('user', ['enable', email], settings)).code).toBe(0);
		const promoted = await runScript('user', ['role', email, 'admin'], settings);
		expect(promoted.stdout).toContain('now has the role admin');
		const bad = await runScript('user', ['role', email, 'emperor'], settings);
		expect(bad.code).toBe(1);
		expect(bad.stderr).toContain("Unknown role 'emperor'");

		db = readDatabase(settings.DATABASE_PATH);
		const audit = db.prepare('SELECT action, account_name FROM admin_audit ORDER BY id').all() as {
			action: string;
			account_name: string;
		}[];
		db.close();
		expect(audit.map((entry) => entry.action)).toEqual(['disable', 'enable', 'role']);
		expect(new Set(audit.map((entry) => entry.account_name))).toEqual(new Set(['npm run user']));
	}, 60_000);

	it('deletes personal data and keeps the donations; unknown e-mails and usage are explained', async () => {
		const { settings, email, id } = await preparePlayer('cmdleaver');
		let db = new BetterSqlite3(settings.DATABASE_PATH);
		db.prepare(
			`INSERT INTO donations (account_id, amount_cents, message, status, created_at)
			VALUES (?, 1500, 'from cmdleaver', 'paid', '2026-11-01T00:00:00.000Z')`,
		).run(id);
		db.close();
		const deleted = await runScript('user', ['delete', email], settings);
		expect(deleted.code, deleted.stderr).toBe(0);
		db = readDatabase(settings.DATABASE_PATH);
		expect(JSON.stringify(db.prepare('SELECT * FROM accounts').all())).not.toContain('cmdleaver');
		expect(db.prepare('SELECT amount_cents, message FROM donations').all()).toEqual([
			{ amount_cents: 1500, message: '' },
		]);
		db.close();

		const unknown = await runScript('user', ['show', email], settings);
		expect(unknown.code).toBe(1);
		expect(unknown.stderr).toContain(`No account has the e-mail ${email}.`);
		expect((await runScript('user', ['frobnicate'], settings)).code).toBe(2);
	}, 60_000);

	it('account:root --promote makes an existing account root', async () => {
		const { settings, email } = await preparePlayer('cmdowner');
		const promoted = await runScript('account-root', [email, '--promote'], settings);
		expect(promoted.code, promoted.stderr).toBe(0);
		expect(promoted.stdout).toContain('cmdowner <cmdowner@command.test> is now root');
		const db = readDatabase(settings.DATABASE_PATH);
		expect(db.prepare('SELECT role FROM accounts WHERE email = ?').get(email)).toEqual({
			role: 'root',
		});
		db.close();
	}, 60_000);
});
