// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../src/server/auth/demo-accounts';
import { createTestApp, logInAs, routeFetchTo, type TestApp } from '../fixtures/reference-api';

type Session = typeof import('../../src/lib/session');

/** A fresh copy of the session module: its atoms and its `started` flag start over. */
async function loadSession(): Promise<Session> {
	vi.resetModules();
	return import('../../src/lib/session');
}

/** Asks the API directly whether a token still opens the account. */
async function tokenIsLive(app: TestApp, token: string) {
	const response = await app.request('/api/auth/user', {
		headers: { Authorization: `Bearer ${token}` },
	});
	return response.ok;
}

beforeEach(() => {
	localStorage.clear();
});

describe('initial state', () => {
	it.each([
		[null, 'anonymous'],
		['stored-token', 'loading'],
	])('with token %s the session starts %s', async (token, status) => {
		if (token) localStorage.setItem('authToken', token);
		const { $session, $authToken } = await loadSession();
		expect($session.get()).toEqual({ status });
		expect($authToken.get()).toBe(token);
	});
});

describe('refreshSession', () => {
	it('without a token is anonymous and calls nothing', async () => {
		const fetchSpy = routeFetchTo((await createTestApp()).app);
		const { refreshSession, $session } = await loadSession();
		expect(await refreshSession()).toEqual({ status: 'anonymous' });
		expect($session.get()).toEqual({ status: 'anonymous' });
		expect(fetchSpy).not.toHaveBeenCalled();
	});

	it.each([
		['root', DEMO_ACCOUNTS.root],
		['admin', DEMO_ACCOUNTS.admin],
		['player', DEMO_ACCOUNTS.player],
		['account without a role', DEMO_ACCOUNTS.noRole],
	] as [string, DemoAccount][])(
		'with the token of the %s is logged in as that user',
		async (_case, account) => {
			const app = (await createTestApp()).app;
			const token = await logInAs(app, account);
			localStorage.setItem('authToken', token);
			routeFetchTo(app);
			const { refreshSession, $session, $authToken } = await loadSession();
			await refreshSession();
			expect($session.get()).toEqual({
				status: 'user',
				user: expect.objectContaining({
					username: account.username,
					role: account.role,
					email: account.email,
					isLoggedIn: true,
				}),
			});
			expect($authToken.get()).toBe(token);
			expect(localStorage.getItem('authToken')).toBe(token);
		},
	);

	it('is loading while the user call is under way', async () => {
		const app = (await createTestApp()).app;
		localStorage.setItem('authToken', await logInAs(app, DEMO_ACCOUNTS.player));
		routeFetchTo(app);
		const { refreshSession, $session } = await loadSession();
		const pending = refreshSession();
		expect($session.get()).toEqual({ status: 'loading' });
		await pending;
		expect($session.get().status).toBe('user');
	});

	it.each([
		['an unknown token', () => 'A'.repeat(43)],
		['a malformed token', () => 'not a token'],
	])('with %s (API 401) is anonymous and forgets the token', async (_case, token) => {
		const fetchSpy = routeFetchTo((await createTestApp()).app);
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
		localStorage.setItem('authToken', token());
		const { refreshSession, $session, $authToken } = await loadSession();
		expect(await refreshSession()).toEqual({ status: 'anonymous' });
		expect(fetchSpy).toHaveBeenCalledTimes(1);
		expect($session.get()).toEqual({ status: 'anonymous' });
		expect($authToken.get()).toBeNull();
		expect(localStorage.getItem('authToken')).toBeNull();
		expect(logged).not.toHaveBeenCalled();
	});

	it('with a revoked token is anonymous and forgets the token', async () => {
		const app = (await createTestApp()).app;
		const token = await logInAs(app, DEMO_ACCOUNTS.player);
		await app.request('/api/auth/logout', {
			method: 'POST',
			headers: { Authorization: `Bearer ${token}` },
		});
		localStorage.setItem('authToken', token);
		routeFetchTo(app);
		const { refreshSession, $session } = await loadSession();
		await refreshSession();
		expect($session.get()).toEqual({ status: 'anonymous' });
		expect(localStorage.getItem('authToken')).toBeNull();
	});

	it('on a network error is anonymous, forgets the token and logs the error', async () => {
		vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
		localStorage.setItem('authToken', 'some-token');
		const { refreshSession, $session, $authToken } = await loadSession();
		await refreshSession();
		expect($session.get()).toEqual({ status: 'anonymous' });
		expect($authToken.get()).toBeNull();
		expect(localStorage.getItem('authToken')).toBeNull();
		expect(logged).toHaveBeenCalledTimes(1);
	});

	it('keeps the token when the check is cut off because the page is being left', async () => {
		let fail: (error: Error) => void = () => {};
		vi.stubGlobal(
			'fetch',
			vi.fn(() => new Promise((_, reject) => (fail = reject))),
		);
		localStorage.setItem('authToken', 'some-token');
		const { refreshSession } = await loadSession();
		const check = refreshSession();
		window.dispatchEvent(new Event('pagehide'));
		fail(new TypeError('Failed to fetch'));
		await check;
		expect(localStorage.getItem('authToken')).toBe('some-token');
		window.dispatchEvent(new Event('pageshow'));
	});

	it('keeps a newer token that was stored while a failing check was under way', async () => {
		const app = (await createTestApp()).app;
		const fresh = await logInAs(app, DEMO_ACCOUNTS.player);
		routeFetchTo(app);
		localStorage.setItem('authToken', 'stale-token');
		const { refreshSession, $session } = await loadSession();
		const staleCheck = refreshSession();
		localStorage.setItem('authToken', fresh);
		const freshCheck = refreshSession();
		await Promise.all([staleCheck, freshCheck]);
		expect(localStorage.getItem('authToken')).toBe(fresh);
		expect($session.get()).toMatchObject({
			status: 'user',
			user: { username: DEMO_ACCOUNTS.player.username },
		});
	});
});

describe('startSession', () => {
	it('checks the stored token at once', async () => {
		const app = (await createTestApp()).app;
		localStorage.setItem('authToken', await logInAs(app, DEMO_ACCOUNTS.developer));
		routeFetchTo(app);
		const { startSession, $session } = await loadSession();
		startSession();
		await vi.waitFor(() =>
			expect($session.get()).toMatchObject({ status: 'user', user: { role: 'developer' } }),
		);
	});

	it('checks only once when started twice', async () => {
		const app = (await createTestApp()).app;
		localStorage.setItem('authToken', await logInAs(app, DEMO_ACCOUNTS.player));
		const fetchSpy = routeFetchTo(app);
		const { startSession, $session } = await loadSession();
		startSession();
		startSession();
		await vi.waitFor(() => expect($session.get().status).toBe('user'));
		expect(fetchSpy).toHaveBeenCalledTimes(1);
	});

	it('logs in on the user-login event after signIn stores a token', async () => {
		const app = (await createTestApp()).app;
		const token = await logInAs(app, DEMO_ACCOUNTS.senior);
		routeFetchTo(app);
		const { startSession, signIn, $session, $authToken } = await loadSession();
		startSession();
		await vi.waitFor(() => expect($session.get()).toEqual({ status: 'anonymous' }));
		signIn(token);
		expect(localStorage.getItem('authToken')).toBe(token);
		await vi.waitFor(() =>
			expect($session.get()).toMatchObject({
				status: 'user',
				user: { username: DEMO_ACCOUNTS.senior.username, role: 'senioradmin' },
			}),
		);
		expect($authToken.get()).toBe(token);
	});

	it('follows a login made in another tab (storage event for authToken)', async () => {
		const app = (await createTestApp()).app;
		const token = await logInAs(app, DEMO_ACCOUNTS.player);
		routeFetchTo(app);
		const { startSession, $session } = await loadSession();
		startSession();
		await vi.waitFor(() => expect($session.get().status).toBe('anonymous'));
		localStorage.setItem('authToken', token);
		window.dispatchEvent(new StorageEvent('storage', { key: 'authToken', newValue: token }));
		await vi.waitFor(() => expect($session.get().status).toBe('user'));
	});

	it.each([
		['removes authToken', 'authToken'],
		['clears all storage', null],
	])('follows a logout when another tab %s', async (_case, key) => {
		const app = (await createTestApp()).app;
		localStorage.setItem('authToken', await logInAs(app, DEMO_ACCOUNTS.player));
		routeFetchTo(app);
		const { startSession, $session, $authToken } = await loadSession();
		startSession();
		await vi.waitFor(() => expect($session.get().status).toBe('user'));
		localStorage.clear();
		window.dispatchEvent(new StorageEvent('storage', { key }));
		await vi.waitFor(() => expect($session.get()).toEqual({ status: 'anonymous' }));
		expect($authToken.get()).toBeNull();
	});

	it('ignores storage events for other keys', async () => {
		const app = (await createTestApp()).app;
		const fetchSpy = routeFetchTo(app);
		const { startSession, $session } = await loadSession();
		startSession();
		localStorage.setItem('authToken', await logInAs(app, DEMO_ACCOUNTS.player));
		// A check starts in the listener itself (the session turns 'loading' and fetch is called
		// before the first await), so nothing can be pending once the event has been dispatched.
		window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
		expect($session.get()).toEqual({ status: 'anonymous' });
		expect(fetchSpy).not.toHaveBeenCalled();
	});
});

describe('signOut', () => {
	it('clears the token and the user, and revokes the token on the server', async () => {
		const app = (await createTestApp()).app;
		const token = await logInAs(app, DEMO_ACCOUNTS.player);
		localStorage.setItem('authToken', token);
		routeFetchTo(app);
		const { refreshSession, signOut, $session, $authToken } = await loadSession();
		await refreshSession();
		expect($session.get().status).toBe('user');
		signOut();
		expect(localStorage.getItem('authToken')).toBeNull();
		expect($authToken.get()).toBeNull();
		expect($session.get()).toEqual({ status: 'anonymous' });
		await vi.waitFor(async () => expect(await tokenIsLive(app, token)).toBe(false));
	});

	it('wins over a user check that was still under way', async () => {
		const app = (await createTestApp()).app;
		localStorage.setItem('authToken', await logInAs(app, DEMO_ACCOUNTS.player));
		routeFetchTo(app);
		const { refreshSession, signOut, $session } = await loadSession();
		const pending = refreshSession();
		signOut();
		await pending;
		expect($session.get()).toEqual({ status: 'anonymous' });
	});

	it('without a token calls nothing and stays anonymous', async () => {
		const fetchSpy = routeFetchTo((await createTestApp()).app);
		const { signOut, $session } = await loadSession();
		signOut();
		expect(fetchSpy).not.toHaveBeenCalled();
		expect($session.get()).toEqual({ status: 'anonymous' });
	});
});
