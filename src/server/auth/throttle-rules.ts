/** Failed logins allowed per e-mail from one client address inside the window. */
export const MAX_LOGIN_FAILURES = 5;
/** How far back failed logins from one address count. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/**
 * Failed logins allowed per e-mail from all addresses together inside an hour: far above what a
 * person types, low enough that guessing spread over many addresses gets nowhere.
 */
export const EMAIL_FAILURE_CEILING = 50;
/** How far back failed logins count toward the e-mail's ceiling. */
export const EMAIL_FAILURE_WINDOW_MS = 60 * 60 * 1000;
/** How long an e-mail stays locked once it reached the ceiling (a password reset ends it). */
export const EMAIL_LOCK_MS = 60 * 60 * 1000;

/** Failed (and pending) logins of one e-mail, as the throttle sees them at one moment. */
export interface FailureCounts {
	/** From the asking address inside `LOGIN_FAILURE_WINDOW_MS`. */
	fromAddress: number;
	/** From every address inside `EMAIL_FAILURE_WINDOW_MS`. */
	forEmail: number;
	/** Whether the e-mail is under a ceiling lock now. */
	emailLocked: boolean;
}

/** What the throttle says to one more attempt. */
type AttemptVerdict = 'allowed' | 'addressLocked' | 'emailLocked';

/** Whether one more attempt may be checked, and if not, which lock refuses it. */
export function judgeAttempt(counts: FailureCounts): AttemptVerdict {
	if (counts.emailLocked || counts.forEmail >= EMAIL_FAILURE_CEILING) return 'emailLocked';
	if (counts.fromAddress >= MAX_LOGIN_FAILURES) return 'addressLocked';
	return 'allowed';
}

/** Attempts the address has left: its own budget, or fewer when the e-mail nears its ceiling. */
export function attemptsLeft(counts: FailureCounts): number {
	if (counts.emailLocked) return 0;
	const own = MAX_LOGIN_FAILURES - counts.fromAddress;
	const shared = EMAIL_FAILURE_CEILING - counts.forEmail;
	return Math.max(0, Math.min(own, shared));
}

/** Whether the e-mail's failures reached the ceiling, so it is to be locked. */
export function reachesCeiling(forEmail: number): boolean {
	return forEmail >= EMAIL_FAILURE_CEILING;
}

/** The key failures are counted under: 'A@x ' and 'a@x' share one budget. */
export function normaliseEmail(email: string): string {
	return email.trim().toLowerCase();
}
