import { AUTH_TOKEN_STORAGE_KEY } from '../config/constants';

/**
 * The login token lives in `localStorage.authToken`. Storage can throw (private mode,
 * disabled cookies), in which case the visitor is simply treated as logged out.
 */

/** The stored login token, or null. */
export function readToken(): string | null {
	try {
		return globalThis.localStorage?.getItem(AUTH_TOKEN_STORAGE_KEY) || null;
	} catch {
		return null;
	}
}

/** Stores the login token. */
export function writeToken(token: string): void {
	try {
		globalThis.localStorage?.setItem(AUTH_TOKEN_STORAGE_KEY, token);
	} catch {
		// Nothing to do: the session stays anonymous on the next read.
	}
}

/** Removes the login token. */
export function removeToken(): void {
	try {
		globalThis.localStorage?.removeItem(AUTH_TOKEN_STORAGE_KEY);
	} catch {
		// Nothing stored that could be removed.
	}
}
