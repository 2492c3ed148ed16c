import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { LinkProvider } from '../../lib/contract/links';

/** How long a link request may take between leaving for the provider and coming back. */
export const LINK_STATE_LIFETIME_MS = 10 * 60 * 1000;

function hashState(state: string): string {
	return createHash('sha256').update(state).digest('hex');
}

/** Creates a single-use state nonce bound to the account and provider; only its hash is kept. */
export function createLinkState(
	db: Database,
	accountId: number,
	provider: LinkProvider,
	codeVerifier: string | null,
	now = new Date(),
): string {
	const state = randomBytes(32).toString('base64url');
	db.prepare(
		`INSERT INTO link_states (state_hash, account_id, provider, code_verifier, expires_at)
		VALUES (?, ?, ?, ?, ?)`,
	).run(
		hashState(state),
		accountId,
		provider,
		codeVerifier,
		new Date(now.getTime() + LINK_STATE_LIFETIME_MS).toISOString(),
	);
	// Expired states of anyone are dropped on the way: they can never be used.
	db.prepare('DELETE FROM link_states WHERE expires_at <= ?').run(now.toISOString());
	return state;
}

/** Takes a state (it is deleted, used or not) and answers its account, if it is live. */
export function consumeLinkState(
	db: Database,
	state: string,
	provider: LinkProvider,
	now = new Date(),
): { accountId: number; codeVerifier: string | null } | null {
	const row = db
		.prepare<
			[string],
			{ account_id: number; provider: string; code_verifier: string | null; expires_at: string }
		>('DELETE FROM link_states WHERE state_hash = ? RETURNING *')
		.get(hashState(state));
	if (!row || row.provider !== provider || row.expires_at <= now.toISOString()) return null;
	return { accountId: row.account_id, codeVerifier: row.code_verifier };
}
