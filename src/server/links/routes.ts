import type { Context } from 'hono';
import { z } from 'zod/mini';
import {
	LINK_MESSAGES,
	LINK_SUCCESS,
	type LinkProvider,
	type LinkStartWire,
} from '../../contract/links';
import type { MessageWire } from '../../contract/http';
import type { LinkedAccount } from './linked-account';
import { findAccountById } from '../auth/accounts';
import type { AppEnv, AuthEnv } from '../app-env';
import { createRouter } from '../http/create-router';
import { redactError } from '../http/redact';
import { requireAuth } from '../auth/require-auth';
import { validate } from '../http/validate';
import { demoLinkedAccount, linkAccount, unlinkAccount } from './accounts';
import {
	beginLinkFlow,
	createProviderState,
	endLinkFlow,
	openLinkFlow,
	takeProviderState,
} from './link-flow';
import { LINK_DOCS } from './route-docs';

/** Where every link flow ends: the profile, with a success or error query; the flow is over. */
function backToProfile(
	c: Context<AppEnv>,
	provider: LinkProvider,
	outcome: { success: string } | { error: string },
) {
	endLinkFlow(c, provider);
	return c.redirect(`/profile?${new URLSearchParams(outcome)}`, 302);
}

const TAKEN = { discord: LINK_MESSAGES.discordTaken, steam: LINK_MESSAGES.steamTaken } as const;

/** Links the account the provider (or demo mode) vouched for, and returns to the profile. */
async function finishLink(
	c: Context<AppEnv>,
	provider: LinkProvider,
	accountId: number,
	linked: LinkedAccount,
) {
	if (!(await linkAccount(c.var.db, accountId, provider, linked))) {
		return backToProfile(c, provider, { error: TAKEN[provider] });
	}
	return backToProfile(c, provider, { success: LINK_SUCCESS[provider] });
}

/** `POST /auth/{provider}/link`: begins a flow bound to this browser and answers its start. */
async function startLink(c: Context<AuthEnv>, provider: LinkProvider) {
	const url = await beginLinkFlow(c, c.var.account.id, provider);
	return c.json({ url } satisfies LinkStartWire);
}

/**
 * `GET /auth/{provider}/start?flow=`: the browser that began the flow goes on to the provider;
 * demo mode links its deterministic account at once.
 */
async function openLink(c: Context<AppEnv>, provider: LinkProvider) {
	const flow = await openLinkFlow(c, provider);
	if (!flow) return backToProfile(c, provider, { error: LINK_MESSAGES.flowInvalid });
	if (provider === 'discord' && c.var.adapters.discordLink.mode === 'live') {
		const linker = c.var.adapters.discordLink;
		const verifier = linker.createCodeVerifier();
		const state = await createProviderState(c, provider, flow, verifier);
		return c.redirect(linker.authorizationUrl(state, verifier).toString(), 302);
	}
	if (provider === 'steam' && c.var.adapters.steamLink.mode === 'live') {
		const state = await createProviderState(c, provider, flow, null);
		return c.redirect(c.var.adapters.steamLink.authorizationUrl(state).toString(), 302);
	}
	const account = await findAccountById(c.var.db, flow.accountId);
	if (!account) return backToProfile(c, provider, { error: LINK_MESSAGES.flowInvalid });
	return finishLink(c, provider, account.id, demoLinkedAccount(account, provider));
}

const DiscordCallbackSchema = z.object({
	state: z.optional(z.string()),
	code: z.optional(z.string()),
	error: z.optional(z.string()),
});

/**
 * Account linking: a bearer POST begins a flow and answers a one-time start address
 * bound to the asking browser by a cookie; the providers' callbacks check that cookie again.
 * The former `GET /auth/discord?token=` entry points end on the profile with an error: a token
 * never travels in an address. Mounted beside the auth routes.
 */
export const linkRoutes = createRouter()
	.post('/discord/link', LINK_DOCS.link('Discord'), requireAuth, (c) => startLink(c, 'discord'))
	.post('/steam/link', LINK_DOCS.link('Steam'), requireAuth, (c) => startLink(c, 'steam'))
	.get('/discord', LINK_DOCS.former('Discord'), (c) =>
		backToProfile(c, 'discord', { error: LINK_MESSAGES.flowInvalid }),
	)
	.get('/steam', LINK_DOCS.former('Steam'), (c) =>
		backToProfile(c, 'steam', { error: LINK_MESSAGES.flowInvalid }),
	)
	.get('/discord/start', LINK_DOCS.start('Discord'), (c) => openLink(c, 'discord'))
	.get('/steam/start', LINK_DOCS.start('Steam'), (c) => openLink(c, 'steam'))
	.get(
		'/discord/callback',
		LINK_DOCS.callback('Discord'),
		validate('query', DiscordCallbackSchema),
		async (c) => {
			const { state, code, error } = c.req.valid('query');
			const taken = await takeProviderState(c, 'discord', state);
			if (!taken) return backToProfile(c, 'discord', { error: LINK_MESSAGES.flowInvalid });
			if (error || !code || !taken.codeVerifier) {
				return backToProfile(c, 'discord', { error: LINK_MESSAGES.providerRefused });
			}
			let linked;
			try {
				linked = await c.var.adapters.discordLink.fetchAccount(code, taken.codeVerifier);
			} catch (failure) {
				console.error('Discord linking failed:', redactError(failure));
				return backToProfile(c, 'discord', { error: LINK_MESSAGES.providerFailed });
			}
			return finishLink(c, 'discord', taken.accountId, linked);
		},
	)
	.get('/steam/callback', LINK_DOCS.callback('Steam'), async (c) => {
		const params = new URL(c.req.url).searchParams;
		const state = params.get('state') ?? '';
		const taken = await takeProviderState(c, 'steam', state);
		if (!taken) return backToProfile(c, 'steam', { error: LINK_MESSAGES.flowInvalid });
		if (params.get('openid.mode') === 'cancel') {
			return backToProfile(c, 'steam', { error: LINK_MESSAGES.providerRefused });
		}
		let linked;
		try {
			linked = await c.var.adapters.steamLink.verify(params, state);
		} catch (failure) {
			console.error('Steam linking failed:', redactError(failure));
			return backToProfile(c, 'steam', { error: LINK_MESSAGES.providerFailed });
		}
		if (!linked) return backToProfile(c, 'steam', { error: LINK_MESSAGES.steamInvalid });
		return finishLink(c, 'steam', taken.accountId, linked);
	})
	.post('/unlink-discord', LINK_DOCS.unlink('Discord'), requireAuth, async (c) => {
		await unlinkAccount(c.var.db, c.var.account.id, 'discord');
		return c.json({ message: LINK_MESSAGES.discordUnlinked } satisfies MessageWire);
	})
	.post('/unlink-steam', LINK_DOCS.unlink('Steam'), requireAuth, async (c) => {
		await unlinkAccount(c.var.db, c.var.account.id, 'steam');
		return c.json({ message: LINK_MESSAGES.steamUnlinked } satisfies MessageWire);
	});
