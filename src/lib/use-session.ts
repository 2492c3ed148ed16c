import { useEffect, useSyncExternalStore } from 'react';
import { $authToken, $session, startSession, type SessionState } from './session';

/** What the server renders and the first client render hydrates against. */
const LOADING: SessionState = { status: 'loading' };

const subscribe = (onChange: () => void) => $session.listen(onChange);
const getSnapshot = () => $session.get();
const getServerSnapshot = () => LOADING;

/**
 * The session for an island: 'loading' on the server and while hydrating (so prerendered HTML
 * matches), then the store's state. Starts the session check once per page.
 */
export function useSession(): SessionState {
	useEffect(() => startSession(), []);
	return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

const subscribeToken = (onChange: () => void) => $authToken.listen(onChange);
const getToken = () => $authToken.get();
const getServerToken = () => null;

/**
 * Whether a login token is stored: false on the server and while hydrating (so prerendered
 * HTML matches), then the store's answer. While the session is still 'loading', a stored token
 * says the visitor is most likely logged in, before the user check has answered.
 */
export function useHasStoredToken(): boolean {
	return useSyncExternalStore(subscribeToken, getToken, getServerToken) !== null;
}
