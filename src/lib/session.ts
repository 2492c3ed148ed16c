import { atom } from 'nanostores';
import { AUTH_TOKEN_STORAGE_KEY, USER_LOGIN_EVENT } from '../config/constants';
import { ApiError, apiRequest } from './api';
import { readToken, removeToken, writeToken } from './auth-token';
import { AnySchema } from '../contract/http';
import { SessionUserSchema, type SessionUser } from '../contract/user';

/** Session states (logged out or in) plus the moment the user call is under way. */
export type SessionState =
	{ status: 'loading' } | { status: 'anonymous' } | { status: 'user'; user: SessionUser };

/** The stored login token; the Poop menu entry depends on it alone. */
export const $authToken = atom<string | null>(readToken());
/** Who is logged in, as `GET /auth/user` last answered. */
export const $session = atom<SessionState>(
	$authToken.get() ? { status: 'loading' } : { status: 'anonymous' },
);

let latestCheck = 0;
let pageLeaving = false;

if (typeof window !== 'undefined') {
	// Navigating away aborts a user check still under way: remember it, so the abort does not
	// read as a network failure that would log the visitor out.
	window.addEventListener('pagehide', () => (pageLeaving = true));
	window.addEventListener('beforeunload', () => (pageLeaving = true));
	window.addEventListener('pageshow', () => (pageLeaving = false));
}

/**
 * Reads the token and asks the API who it belongs to. No token: anonymous. A failed or
 * unreachable user call removes the token (no message, a network error is logged).
 */
export async function refreshSession(): Promise<SessionState> {
	const check = ++latestCheck;
	const token = readToken();
	$authToken.set(token);
	if (!token) {
		$session.set({ status: 'anonymous' });
		return $session.get();
	}
	$session.set({ status: 'loading' });
	let next: SessionState;
	try {
		const user = await apiRequest('/auth/user', SessionUserSchema, {
			auth: true,
			credentials: true,
		});
		next = { status: 'user', user };
	} catch (error) {
		const networkFailure = !(error instanceof ApiError) || error.status === 0;
		// Leaving the page cuts the call off; that says nothing about the token, so keep it.
		if (networkFailure && pageLeaving) return $session.get();
		if (networkFailure) console.error('Session check failed:', error);
		// Only drop the token the check was made with; a newer login may have replaced it.
		if (readToken() === token) removeToken();
		next = { status: 'anonymous' };
	}
	// A newer check (login event, other tab) has the last word.
	if (check !== latestCheck) return $session.get();
	$authToken.set(readToken());
	$session.set(next);
	return next;
}

let started = false;

/**
 * Starts the session once per page: checks the token now, again on the `user-login` event,
 * and whenever another tab changes the stored token.
 */
export function startSession(): void {
	if (started || typeof window === 'undefined') return;
	started = true;
	window.addEventListener(USER_LOGIN_EVENT, () => void refreshSession());
	window.addEventListener('storage', (event) => {
		if (event.key === AUTH_TOKEN_STORAGE_KEY || event.key === null) void refreshSession();
	});
	void refreshSession();
}

/** Stores a new login token and tells every listener (the login event is fired). */
export function signIn(token: string): void {
	writeToken(token);
	window.dispatchEvent(new Event(USER_LOGIN_EVENT));
}

/** Forgets the login token and the user; the caller decides where to go next. */
export function signOut(): void {
	latestCheck++;
	if (readToken()) {
		// Revoke the token on the server too; keepalive lets the call finish while the page leaves.
		apiRequest('/auth/logout', AnySchema, {
			method: 'POST',
			auth: true,
			keepalive: true,
		}).catch(() => {});
	}
	removeToken();
	$authToken.set(null);
	$session.set({ status: 'anonymous' });
}
