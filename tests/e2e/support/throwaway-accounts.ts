import BetterSqlite3 from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { hashPasswordSync } from '@/server/auth/passwords';
import { expect, storeToken } from './fixtures';

/** Password of every throwaway account. */
export const THROWAWAY_PASSWORD = 'Throwaway1!';
// A cheap scrypt cost: the hash stores its parameters, so login checks it as written.
const CHEAP_COST = { N: 1024, r: 8, p: 1 };

/** An account a browser test made for itself. */
export interface ThrowawayAccount {
	id: number;
	username: string;
	email: string;
	password: string;
}

/** The database file the Playwright config starts the server on. */
function e2eDatabasePath(): string {
	const path = process.env.E2E_DATABASE_PATH;
	if (!path) throw new Error('E2E_DATABASE_PATH is not set (see tests/playwright.config.ts)');
	return path;
}

/**
 * Inserts a verified player into the e2e database (the file the Playwright config starts the
 * server on), optionally with Discord and Steam linked, so tests that change data never touch
 * the demo accounts. Registration lives on another branch; this writes the row directly.
 */
export function createThrowawayAccount(options: { linked?: boolean } = {}): ThrowawayAccount {
	const path = e2eDatabasePath();
	const suffix = randomBytes(5).toString('hex');
	const username = `Tester${suffix}`;
	const email = `tester-${suffix}@example.test`;
	const db = new BetterSqlite3(path, { timeout: 5000 });
	try {
		const digits = String(parseInt(suffix, 16)).padStart(13, '0').slice(-10);
		const result = db
			.prepare(
				`INSERT INTO accounts (username, email, password_hash, password_salt, role, verified,
					registered_at, discord_id, discord_username, steam_id, steam_username)
				VALUES (?, ?, ?, '', 'user', 1, ?, ?, ?, ?, ?)`,
			)
			.run(
				username,
				email,
				hashPasswordSync(THROWAWAY_PASSWORD, CHEAP_COST),
				'2024-02-03T10:00:00.000Z',
				options.linked ? `8${digits}1234567` : null,
				options.linked ? username.toLowerCase() : null,
				options.linked ? `7656119${digits}` : null,
				options.linked ? username : null,
			);
		return { id: Number(result.lastInsertRowid), username, email, password: THROWAWAY_PASSWORD };
	} finally {
		db.close();
	}
}

/**
 * Moves a throwaway account's donations `ms` into the past in the e2e database, as if their
 * checkouts had been opened that long ago.
 */
export function ageDonations(accountId: number, ms: number): void {
	const db = new BetterSqlite3(e2eDatabasePath(), { timeout: 5000 });
	try {
		const rows = db
			.prepare<[number], { id: number; created_at: string }>(
				'SELECT id, created_at FROM donations WHERE account_id = ?',
			)
			.all(accountId);
		const move = db.prepare('UPDATE donations SET created_at = ? WHERE id = ?');
		for (const row of rows) {
			move.run(new Date(new Date(row.created_at).getTime() - ms).toISOString(), row.id);
		}
	} finally {
		db.close();
	}
}

/** Logs a throwaway account in through the API and stores its token in the page. */
export async function logInThrowaway(page: Page, account: ThrowawayAccount): Promise<string> {
	const response = await page.request.post('/api/auth/login', {
		data: { email: account.email, password: account.password, turnstileToken: 'e2e' },
	});
	expect(response.status(), `login as ${account.email}`).toBe(200);
	const { token } = (await response.json()) as { token: string };
	await storeToken(page, token);
	return token;
}
