import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { LinkProvider } from '../../contract/links';

/** How long a link flow may take, from the Link button to the provider's return. */
export const LINK_STATE_LIFETIME_MS = 10 * 60 * 1000;

/** A secret of a link flow: 32 random bytes in base64url. Anything else is refused unread. */
const SECRET_PATTERN = /^[\w-]{43}$/;

/** The single-use secrets of a flow: its start id, then the state the provider returns with. */
export type LinkStep = 'start' | 'provider';

/** A fresh random secret: a flow id, a provider state or the value of a browser's cookie. */
export function createLinkSecret(): string {
	return randomBytes(32).toString('base64url');
}

function hashSecret(secret: string): Buffer {
	return createHash('sha256').update(secret).digest();
}

/** What a stored secret is bound to. */
export interface LinkStateBinding {
	accountId: number;
	provider: LinkProvider;
	step: LinkStep;
	/** The flow's cookie value in the browser that started it; only its hash is stored. */
	browser: string;
	/** The PKCE verifier of a Discord state. */
	codeVerifier: string | null;
	/** When the whole flow ends, whichever step it is at. */
	expiresAt: Date;
}

/**
 * Stores a new single-use secret bound to an account, a provider, a step and a browser (only
 * hashes are kept) and answers it. A new start replaces the account's earlier unopened one.
 */
export function createLinkState(db: Database, binding: LinkStateBinding, now = new Date()): string {
	const secret = createLinkSecret();
	db.transaction(() => {
		if (binding.step === 'start') {
			db.prepare(
				"DELETE FROM link_states WHERE account_id = ? AND provider = ? AND step = 'start'",
			).run(binding.accountId, binding.provider);
		}
		db.prepare(
			`INSERT INTO link_states
				(state_hash, account_id, provider, step, browser_hash, code_verifier, expires_at)
			VALUES (?, ?, ?, ?, ?, ?, ?)`,
		).run(
			hashSecret(secret).toString('hex'),
			binding.accountId,
			binding.provider,
			binding.step,
			hashSecret(binding.browser).toString('hex'),
			binding.codeVerifier,
			binding.expiresAt.toISOString(),
		);
		// Expired states of anyone are dropped on the way: they can never be used.
		db.prepare('DELETE FROM link_states WHERE expires_at <= ?').run(now.toISOString());
	})();
	return secret;
}

/** A live secret that was taken. */
export interface TakenLinkState {
	accountId: number;
	codeVerifier: string | null;
	expiresAt: Date;
}

interface LinkStateRow {
	account_id: number;
	provider: string;
	step: string;
	browser_hash: string;
	code_verifier: string | null;
	expires_at: string;
}

function isSameBrowser(row: LinkStateRow, browser: string | undefined): boolean {
	if (!browser || !SECRET_PATTERN.test(browser)) return false;
	return timingSafeEqual(Buffer.from(row.browser_hash, 'hex'), hashSecret(browser));
}

/**
 * Takes a secret: it is deleted whatever the outcome, so a start address or a state works once,
 * even when it is opened in the wrong browser. Answers the flow only when the secret is live, of
 * this provider and step, and the browser's cookie is the one the flow was started with.
 */
export function consumeLinkState(
	db: Database,
	secret: string | undefined,
	expected: { provider: LinkProvider; step: LinkStep; browser: string | undefined },
	now = new Date(),
): TakenLinkState | null {
	if (!secret || !SECRET_PATTERN.test(secret)) return null;
	const row = db
		.prepare<[string], LinkStateRow>('DELETE FROM link_states WHERE state_hash = ? RETURNING *')
		.get(hashSecret(secret).toString('hex'));
	if (!row || row.provider !== expected.provider || row.step !== expected.step) return null;
	if (row.expires_at <= now.toISOString() || !isSameBrowser(row, expected.browser)) return null;
	return {
		accountId: row.account_id,
		codeVerifier: row.code_verifier,
		expiresAt: new Date(row.expires_at),
	};
}
