import type { Context } from 'hono';
import { z } from 'zod/mini';
import { LINK_MESSAGES, LINK_SUCCESS, type LinkProvider } from '../../lib/contract/links';
import type { MessageAnswer } from '../../lib/contract/http';
import type { AccountRow } from '../auth/accounts';
import { findAccountByToken } from '../auth/tokens';
import type { AppEnv } from '../http/app-env';
import { createRouter } from '../http/create-router';
import { redactError } from '../http/redact';
import { requireAuth } from '../http/require-auth';
import { validate } from '../http/validate';
import { demoLinkedAccount, linkAccount, unlinkAccount } from '../links/accounts';
import { consumeLinkState, createLinkState } from '../links/link-states';

/** Where every link flow ends: the profile, with a success or error query. */
function backToProfile(c: Context<AppEnv>, outcome: { success: string } | { error: string }) {
	return c.redirect(`/profile?${new URLSearchParams(outcome)}`, 302);
}

const TAKEN = { discord: LINK_MESSAGES.discordTaken, steam: LINK_MESSAGES.steamTaken } as const;

/** Links the account demo mode derives from the user id. */
function linkDemo(c: Context<AppEnv>, account: AccountRow, provider: LinkProvider) {
	const linked = demoLinkedAccount(account, provider);
	if (!linkAccount(c.var.db, account.id, provider, linked)) {
		return backToProfile(c, { error: TAKEN[provider] });
	}
	return backToProfile(c, { success: LINK_SUCCESS[provider] });
}

/** The account of `?token=`, or the error text the profile shows. */
function accountOfQueryToken(c: Context<AppEnv>, token: string | undefined): AccountRow | string {
	if (!token) return LINK_MESSAGES.tokenMissing;
	return findAccountByToken(c.var.db, token) ?? LINK_MESSAGES.tokenInvalid;
}

const TokenQuerySchema = z.object({ token: z.optional(z.string()) });
const DiscordCallbackSchema = z.object({
	state: z.optional(z.string()),
	code: z.optional(z.string()),
	error: z.optional(z.string()),
});

/**
 * Account linking (spec 7): browser redirects to `/auth/discord?token=` and `/auth/steam?token=`,
 * the providers' callbacks, and the bearer unlink calls. Mounted beside the auth routes.
 */
export const linkRoutes = createRouter()
	.get('/discord', validate('query', TokenQuerySchema), (c) => {
		const account = accountOfQueryToken(c, c.req.valid('query').token);
		if (typeof account === 'string') return backToProfile(c, { error: account });
		const linker = c.var.adapters.discordLink;
		if (linker.mode === 'demo') return linkDemo(c, account, 'discord');
		const verifier = linker.createCodeVerifier();
		const state = createLinkState(c.var.db, account.id, 'discord', verifier);
		return c.redirect(linker.authorizationUrl(state, verifier).toString(), 302);
	})
	.get('/discord/callback', validate('query', DiscordCallbackSchema), async (c) => {
		const { state, code, error } = c.req.valid('query');
		const taken = state ? consumeLinkState(c.var.db, state, 'discord') : null;
		if (!taken) return backToProfile(c, { error: LINK_MESSAGES.stateInvalid });
		if (error || !code || !taken.codeVerifier) {
			return backToProfile(c, { error: LINK_MESSAGES.providerRefused });
		}
		let linked;
		try {
			linked = await c.var.adapters.discordLink.fetchAccount(code, taken.codeVerifier);
		} catch (failure) {
			console.error('Discord linking failed:', redactError(failure));
			return backToProfile(c, { error: LINK_MESSAGES.providerFailed });
		}
		if (!linkAccount(c.var.db, taken.accountId, 'discord', linked)) {
			return backToProfile(c, { error: LINK_MESSAGES.discordTaken });
		}
		return backToProfile(c, { success: LINK_SUCCESS.discord });
	})
	.get('/steam', validate('query', TokenQuerySchema), (c) => {
		const account = accountOfQueryToken(c, c.req.valid('query').token);
		if (typeof account === 'string') return backToProfile(c, { error: account });
		const linker = c.var.adapters.steamLink;
		if (linker.mode === 'demo') return linkDemo(c, account, 'steam');
		const state = createLinkState(c.var.db, account.id, 'steam', null);
		return c.redirect(linker.authorizationUrl(state).toString(), 302);
	})
	.get('/steam/callback', async (c) => {
		const params = new URL(c.req.url).searchParams;
		const state = params.get('state');
		const taken = state ? consumeLinkState(c.var.db, state, 'steam') : null;
		if (!state || !taken) return backToProfile(c, { error: LINK_MESSAGES.stateInvalid });
		if (params.get('openid.mode') === 'cancel') {
			return backToProfile(c, { error: LINK_MESSAGES.providerRefused });
		}
		let linked;
		try {
			linked = await c.var.adapters.steamLink.verify(params, state);
		} catch (failure) {
			console.error('Steam linking failed:', redactError(failure));
			return backToProfile(c, { error: LINK_MESSAGES.providerFailed });
		}
		if (!linked) return backToProfile(c, { error: LINK_MESSAGES.steamInvalid });
		if (!linkAccount(c.var.db, taken.accountId, 'steam', linked)) {
			return backToProfile(c, { error: LINK_MESSAGES.steamTaken });
		}
		return backToProfile(c, { success: LINK_SUCCESS.steam });
	})
	.post('/unlink-discord', requireAuth, (c) => {
		unlinkAccount(c.var.db, c.var.account.id, 'discord');
		return c.json({ message: LINK_MESSAGES.discordUnlinked } satisfies MessageAnswer);
	})
	.post('/unlink-steam', requireAuth, (c) => {
		unlinkAccount(c.var.db, c.var.account.id, 'steam');
		return c.json({ message: LINK_MESSAGES.steamUnlinked } satisfies MessageAnswer);
	});
