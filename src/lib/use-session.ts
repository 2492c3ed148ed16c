import { useEffect, useSyncExternalStore } from 'react';
import { $session, startSession, type SessionState } from './session';

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
