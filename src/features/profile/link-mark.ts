/**
 * The mark this browser keeps while one of its account links is under way: when it started, in
 * sessionStorage, so that only this tab's own redirect back to /profile shows an error text.
 * Storage can throw (private mode, storage off); then no mark is kept and no error text shown.
 */
export const LINK_STARTED_KEY = 'linkStartedAt';

/** Notes that this browser is leaving for a provider's link page now. */
export function markLinkStarted(now = Date.now()): void {
	try {
		sessionStorage.setItem(LINK_STARTED_KEY, String(now));
	} catch {
		// Without storage the error of the redirect is not shown; the link still works.
	}
}

/** When this browser started its last link, or null; the mark is used once, then removed. */
export function takeLinkStartedAt(): number | null {
	try {
		const raw = sessionStorage.getItem(LINK_STARTED_KEY);
		sessionStorage.removeItem(LINK_STARTED_KEY);
		const startedAt = raw === null ? NaN : Number(raw);
		return Number.isFinite(startedAt) ? startedAt : null;
	} catch {
		return null;
	}
}
