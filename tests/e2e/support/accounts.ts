import BetterSqlite3 from 'better-sqlite3';
import { randomBytes, randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { LoginSuccessSchema } from '@/contract/auth';
import { OutboxSchema } from '@/contract/outbox';
import { hashPasswordSync } from '@/server/auth/passwords';
import { DEMO_ACCOUNTS } from '@/server/auth/demo-accounts';
import { hashToken, TOKEN_LIFETIME_MS } from '@/server/auth/tokens';

// Every account a browser test uses: the seeded demo accounts (read only), throwaway accounts
// written into the e2e database or registered through the API, and the one way to log in.

/** A seeded account with a known password (see README "Demo accounts"). */
export type AccountName = keyof typeof DEMO_ACCOUNTS;

/** Logs in through the API and answers the token; `headers` may give the call its own address. */
export async function readLoginToken(
	request: APIRequestContext,
	{ email, password }: { email: string; password: string },
	headers: Record<string, string> = {},
): Promise<string> {
	const logIn = () =>
		request.post('/api/auth/login', {
			headers,
			data: { email, password, turnstileToken: 'e2e' },
		});
	let response = await logIn();
	// A spec holding the database lock makes a parallel call answer 503 for a moment.
	if (response.status() === 503) response = await logIn();
	expect(response.status(), `login as ${email}`).toBe(200);
	return LoginSuccessSchema.parse(await response.json()).token;
}

/** Stores a token in the site's storage (also used alone for invalid-token cases). */
export async function storeToken(page: Page, token: string): Promise<void> {
	// localStorage belongs to the site's origin, so open any small page of it first.
	if (page.url() === 'about:blank') await page.goto('/robots.txt');
	await page.evaluate((value) => localStorage.setItem('authToken', value), token);
}

/**
 * Logs a demo account in: issues it a token in the e2e database as a login does, and stores the
 * token the way the login screen does. A login through the API checks the password at the
 * production cost (about 0.6 s of CPU on the test machine, for each of the tens of tests that
 * start signed in); the login itself has specs of its own (accounts-login, bot-check).
 */
export async function loginAs(page: Page, name: AccountName): Promise<string> {
	const token = issueDemoToken(DEMO_ACCOUNTS[name].email);
	await storeToken(page, token);
	return token;
}

/** A new login token of the account with this e-mail, written into the e2e database. */
function issueDemoToken(email: string): string {
	const db = new BetterSqlite3(e2eDatabasePath(), { timeout: 5000 });
	try {
		const account = db
			.prepare<[string], { id: number }>('SELECT id FROM accounts WHERE email = ?')
			.get(email);
		if (!account) throw new Error(`No account ${email} in the e2e database`);
		const token = randomBytes(32).toString('base64url');
		const now = new Date();
		db.prepare(
			`INSERT INTO auth_tokens (token_hash, account_id, created_at, expires_at)
			VALUES (?, ?, ?, ?)`,
		).run(
			hashToken(token),
			account.id,
			now.toISOString(),
			new Date(now.getTime() + TOKEN_LIFETIME_MS).toISOString(),
		);
		return token;
	} finally {
		db.close();
	}
}

/** Logs a throwaway account in through the API and stores its token in the page. */
export async function logInThrowaway(
	page: Page,
	account: { email: string; password: string },
): Promise<string> {
	const token = await readLoginToken(page.request, account);
	await storeToken(page, token);
	return token;
}

/** Password of every throwaway account. */
export const THROWAWAY_PASSWORD = 'Throwaway1!';
// A cheap scrypt cost: the hash stores its parameters, so login checks it as written.
const CHEAP_COST = { N: 1024, r: 8, p: 1 };

/** An account a browser test made for itself. */
interface ThrowawayAccount {
	id: number;
	username: string;
	email: string;
	password: string;
	/** The SteamID64 linked, when the account was made with `linked`. */
	steamId: string | null;
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
 * the demo accounts.
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
		return {
			id: Number(result.lastInsertRowid),
			username,
			email,
			password: THROWAWAY_PASSWORD,
			steamId: options.linked ? `7656119${digits}` : null,
		};
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

/** Gives a throwaway account Donator status until `expiresAt` in the e2e database. */
export function setDonatorUntil(accountId: number, expiresAt: Date): void {
	const db = new BetterSqlite3(e2eDatabasePath(), { timeout: 5000 });
	try {
		db.prepare(
			`INSERT INTO donator_status (account_id, expires_at) VALUES (?, ?)
			ON CONFLICT (account_id) DO UPDATE SET expires_at = excluded.expires_at`,
		).run(accountId, expiresAt.toISOString());
	} finally {
		db.close();
	}
}

/**
 * Puts a Steam id in the player directory of the e2e database, as a game server reporting the
 * player would: player pages show Donator status only for players the game servers know.
 */
export function reportPlayer(steamId: string, name: string): void {
	const db = new BetterSqlite3(e2eDatabasePath(), { timeout: 5000 });
	try {
		db.prepare(
			`INSERT INTO players (steamid, name, search_name, seen_at) VALUES (?, ?, lower(?), ?)
			ON CONFLICT (steamid) DO NOTHING`,
		).run(steamId, name, name, Date.now());
	} finally {
		db.close();
	}
}

/** A throwaway account of one test: never a demo account, so tests stay independent. */
interface Throwaway {
	username: string;
	email: string;
	password: string;
}

/** Fresh credentials no other test uses. */
export function makeThrowaway(): Throwaway {
	const id = randomUUID().replaceAll('-', '').slice(0, 10);
	return { username: `Tester${id}`, email: `tester-${id}@example.com`, password: `Start-${id}-1!` };
}

/**
 * A forwarded address of the test's own: the e2e server trusts X-Forwarded-For, so calls made
 * straight to the API do not spend the per-address budget the browser's calls use.
 */
export function ownAddress(): Record<string, string> {
	const bytes = randomUUID().replaceAll('-', '');
	const part = (index: number) => parseInt(bytes.slice(index, index + 2), 16) % 250;
	return { 'X-Forwarded-For': `198.19.${part(0)}.${part(2) + 1}` };
}

/** Registers through the API; the account starts unverified. */
export async function registerThroughApi(request: APIRequestContext, account = makeThrowaway()) {
	const response = await request.post('/api/auth/register', {
		headers: ownAddress(),
		data: { ...account, verifyPassword: account.password, turnstileToken: 'e2e' },
	});
	expect(response.status(), 'register').toBe(201);
	return account;
}

/** The link of the newest outbox mail to `email` whose path starts with `prefix`. */
export async function linkFromOutbox(
	request: APIRequestContext,
	email: string,
	prefix: '/verify/' | '/reset-password/',
): Promise<string> {
	let link: string | undefined;
	await expect
		.poll(async () => {
			const response = await request.get('/api/dev/outbox');
			const mails = OutboxSchema.parse(await response.json());
			link =
				mails.find((mail) => mail.to === email && mail.link?.includes(prefix))?.link ?? undefined;
			return link;
		})
		.toBeTruthy();
	return new URL(link!).pathname;
}

/** Registers and verifies an account through the API. */
export async function createVerifiedAccount(request: APIRequestContext): Promise<Throwaway> {
	const account = await registerThroughApi(request);
	const path = await linkFromOutbox(request, account.email, '/verify/');
	const response = await request.get(`/api/auth${path}`);
	expect(response.status(), 'verify').toBe(200);
	return account;
}
