import { PENDING_VERIFICATION_EMAIL_KEY } from '../../config/constants';

/** Keeps the e-mail for /verification's resend form, in session storage. */
export function storePendingEmail(email: string): void {
	try {
		sessionStorage.setItem(PENDING_VERIFICATION_EMAIL_KEY, email);
	} catch {
		// Storage refused (private mode): the form simply starts empty.
	}
}

/** Reads the kept e-mail once and removes it; '' when there is none. */
export function takePendingEmail(): string {
	try {
		const email = sessionStorage.getItem(PENDING_VERIFICATION_EMAIL_KEY) ?? '';
		sessionStorage.removeItem(PENDING_VERIFICATION_EMAIL_KEY);
		return email;
	} catch {
		return '';
	}
}
