import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { API_PATH } from '../../defaults';
import type { LinkProvider } from '../../contract/links';
import type { AppEnv } from '../app-env';
import {
	consumeLinkState,
	createLinkSecret,
	createLinkState,
	LINK_STATE_LIFETIME_MS,
	type TakenLinkState,
} from './link-states';

/**
 * The cookie that binds a link flow to the browser that started it. It is no credential: it only
 * lets the browser finish a flow that a bearer-authenticated POST began, so it is never enough on
 * its own. Each provider's flow has its own, sent only under that provider's paths.
 */
const FLOW_COOKIE = 'link_flow';

/** Paths of a provider's flow (link, start, callback): the only ones the cookie is sent to. */
function linkFlowPath(provider: LinkProvider): string {
	return `${API_PATH}/auth/${provider}`;
}

function cookieOptions<E extends AppEnv>(c: Context<E>, provider: LinkProvider) {
	// Lax: the provider's top-level redirect back to the callback carries it; a cross-site POST
	// or an embedded request does not.
	return {
		path: linkFlowPath(provider),
		httpOnly: true,
		sameSite: 'Lax',
		secure: c.var.secureCookies,
	} as const;
}

/**
 * Begins a flow for the signed-in account: sets the browser's flow cookie on the answer and
 * answers the one-time address the browser opens next (works once, in this browser only).
 */
export async function beginLinkFlow<E extends AppEnv>(
	c: Context<E>,
	accountId: number,
	provider: LinkProvider,
): Promise<string> {
	const browser = createLinkSecret();
	const now = new Date();
	const flowId = await createLinkState(
		c.var.db,
		{
			accountId,
			provider,
			step: 'start',
			browser,
			codeVerifier: null,
			expiresAt: new Date(now.getTime() + LINK_STATE_LIFETIME_MS),
		},
		now,
	);
	setCookie(c, FLOW_COOKIE, browser, {
		...cookieOptions(c, provider),
		maxAge: LINK_STATE_LIFETIME_MS / 1000,
	});
	return `${linkFlowPath(provider)}/start?${new URLSearchParams({ flow: flowId })}`;
}

/** A flow whose start address was opened in its own browser. */
interface OpenedLinkFlow extends TakenLinkState {
	/** The browser's cookie value, which the provider's state is bound to as well. */
	browser: string;
}

/** Takes the start address's flow id (`?flow=`); the flow, if live and this browser's. */
export async function openLinkFlow(
	c: Context<AppEnv>,
	provider: LinkProvider,
): Promise<OpenedLinkFlow | null> {
	const browser = getCookie(c, FLOW_COOKIE);
	const flow = await consumeLinkState(c.var.db, c.req.query('flow'), {
		provider,
		step: 'start',
		browser,
	});
	return flow && browser ? { ...flow, browser } : null;
}

/** The state to send the provider, bound to the flow's account, browser and end. */
export function createProviderState(
	c: Context<AppEnv>,
	provider: LinkProvider,
	flow: OpenedLinkFlow,
	codeVerifier: string | null,
): Promise<string> {
	return createLinkState(c.var.db, {
		accountId: flow.accountId,
		provider,
		step: 'provider',
		browser: flow.browser,
		codeVerifier,
		expiresAt: flow.expiresAt,
	});
}

/** Takes the state the provider returned with; the flow, if live and this browser's. */
export function takeProviderState(
	c: Context<AppEnv>,
	provider: LinkProvider,
	state: string | undefined,
): Promise<TakenLinkState | null> {
	return consumeLinkState(c.var.db, state, {
		provider,
		step: 'provider',
		browser: getCookie(c, FLOW_COOKIE),
	});
}

/** Removes the browser's flow cookie: the flow is over, whatever its outcome. */
export function endLinkFlow(c: Context<AppEnv>, provider: LinkProvider): void {
	if (getCookie(c, FLOW_COOKIE) !== undefined)
		deleteCookie(c, FLOW_COOKIE, cookieOptions(c, provider));
}
