import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { clearNotices } from '../../src/lib/notices';
import { $authToken, $session, refreshSession, type SessionState } from '../../src/lib/session';
import type { DemoAccount } from '../../src/server/auth/demo-accounts';
import {
	createTestApp,
	lazyTestApp,
	logInAs,
	routeFetchTo,
	type TestApp,
} from '../fixtures/reference-api';

/** Who the island runs for: a raw stored token, a demo account to log in, or nobody. */
interface IslandOptions {
	token?: string;
	account?: DemoAccount;
	/** The reference API to route fetch to; a fresh seeded one by default. */
	app?: TestApp;
}

/**
 * Renders an island the way a page runs it: the real session and notices stores, started
 * afresh, and every `fetch` answered by the reference API in process. `session` settles when
 * the user check the page would make is done.
 */
export async function renderIsland(ui: ReactElement, options: IslandOptions = {}) {
	const app = options.app ?? (await createTestApp()).app;
	const token = options.account ? await logInAs(app, options.account) : (options.token ?? null);
	localStorage.clear();
	clearNotices();
	if (token) localStorage.setItem('authToken', token);
	$authToken.set(token);
	$session.set(token ? { status: 'loading' } : { status: 'anonymous' });
	const fetchSpy = routeFetchTo(app);
	// startSession runs once per module, so each island gets its own check like a fresh page.
	const session: Promise<SessionState> = refreshSession();
	return { ...render(ui), app, token, fetch: fetchSpy, session };
}

/** One call the island makes, as an intercept sees it. */
export interface ApiCall {
	/** `METHOD /path`, without the query. */
	key: string;
	init?: RequestInit;
	/** Lets the API answer the call, for an intercept that only changes the answer. */
	forward: () => Promise<Response>;
}

/**
 * The reference API with some calls answered by the test: `intercept` answers a Response, or
 * undefined to let the API answer as usual.
 */
export function interceptApi(
	intercept: (call: ApiCall) => Response | Promise<Response> | undefined,
	given?: TestApp,
): TestApp {
	const app = given ?? lazyTestApp();
	const request = async (input: RequestInfo | URL, init?: RequestInit) => {
		const key = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://site').pathname}`;
		const forward = async () => app.request(input, init);
		return (await intercept({ key, init, forward })) ?? forward();
	};
	return { request } as TestApp;
}
