import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { LinkProvider } from '../../contract/links';
import type { SiteDb } from '../db/kysely';

/** How long a link flow may take, from the Link button to the provider's return. */
export const LINK_STATE_LIFETIME_MS = 10 * 60 * 1000;

/** A secret of a link flow: 32 random bytes in base64url. Anything else is refused unread. */
const SECRET_PATTERN = /^[\w-]{43}$/;

/** The single-use secrets of a flow: its start id, then the state the provider returns with. */
type LinkStep = 'start' | 'provider';

/** A fresh random secret: a flow id, a provider state or the value of a browser's cookie. */
export function createLinkSecret(): string {
	return randomBytes(32).toString('base64url');
}

function hashSecret(secret: string): Buffer {
	return createHash('sha256').update(secret).digest();
}

/** What a stored secret is bound to. */
interface LinkStateBinding {
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
export async function createLinkState(
	db: SiteDb,
	binding: LinkStateBinding,
	now = new Date(),
): Promise<string> {
	const secret = createLinkSecret();
	await db.transaction().execute(async (trx) => {
		if (binding.step === 'start') {
			await trx
				.deleteFrom('link_states')
				.where('account_id', '=', binding.accountId)
				.where('provider', '=', binding.provider)
				.where('step', '=', 'start')
				.execute();
		}
		await trx
			.insertInto('link_states')
			.values({
				state_hash: hashSecret(secret).toString('hex'),
				account_id: binding.accountId,
				provider: binding.provider,
				step: binding.step,
				browser_hash: hashSecret(binding.browser).toString('hex'),
				code_verifier: binding.codeVerifier,
				expires_at: binding.expiresAt.toISOString(),
			})
			.execute();
		// Expired states of anyone are dropped on the way: they can never be used.
		await trx.deleteFrom('link_states').where('expires_at', '<=', now.toISOString()).execute();
	});
	return secret;
}

/** A live secret that was taken. */
export interface TakenLinkState {
	accountId: number;
	codeVerifier: string | null;
	expiresAt: Date;
}

function isSameBrowser(row: { browser_hash: string }, browser: string | undefined): boolean {
	if (!browser || !SECRET_PATTERN.test(browser)) return false;
	return timingSafeEqual(Buffer.from(row.browser_hash, 'hex'), hashSecret(browser));
}

/**
 * Takes a secret: it is deleted whatever the outcome, so a start address or a state works once,
 * even when it is opened in the wrong browser. Answers the flow only when the secret is live, of
 * this provider and step, and the browser's cookie is the one the flow was started with.
 */
export async function consumeLinkState(
	db: SiteDb,
	secret: string | undefined,
	expected: { provider: LinkProvider; step: LinkStep; browser: string | undefined },
	now = new Date(),
): Promise<TakenLinkState | null> {
	if (!secret || !SECRET_PATTERN.test(secret)) return null;
	// One statement takes it: of two requests with the same secret, only one gets the row.
	const row = await db
		.deleteFrom('link_states')
		.where('state_hash', '=', hashSecret(secret).toString('hex'))
		.returningAll()
		.executeTakeFirst();
	if (!row || row.provider !== expected.provider || row.step !== expected.step) return null;
	if (row.expires_at <= now.toISOString() || !isSameBrowser(row, expected.browser)) return null;
	return {
		accountId: row.account_id,
		codeVerifier: row.code_verifier,
		expiresAt: new Date(row.expires_at),
	};
}
