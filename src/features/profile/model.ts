import { LINK_SUCCESS } from '../../contract/links';
import type { NoticeKind } from '../../lib/notices';
import { sameSitePath } from '../../lib/safe-redirect';

/** The masking character of the hidden e-mail. */
const MASK = '•';

/**
 * An e-mail with everything hidden except the first character of the local part,
 * e.g. 'p•••••@•••••••••••': the '@' stays so it still reads as an address, the domain is hidden.
 */
export function maskEmail(email: string): string {
	const at = email.lastIndexOf('@');
	if (at <= 0) return email ? `${email[0]}${MASK.repeat(Math.max(email.length - 1, 0))}` : '';
	const local = email.slice(0, at);
	const domain = email.slice(at + 1);
	return `${local[0]}${MASK.repeat(local.length - 1)}@${MASK.repeat(domain.length)}`;
}

/** A notice to show after a link redirect. */
interface LinkNotice {
	kind: NoticeKind;
	text: string;
}

/** Texts of the link successes, by query value. */
interface LinkSuccessTexts {
	discord: string;
	steam: string;
}

/** How long after starting a link this browser takes an `?error=` on /profile as its answer. */
export const LINK_ERROR_WINDOW_MS = 10 * 60 * 1000;

/**
 * Whether this browser started a link recently enough for an `?error=` to be its answer: the
 * text of the query is shown on our own page, so a crafted link must not put words there.
 */
export function linkStartedRecently(startedAt: number | null, now: number): boolean {
	return startedAt !== null && startedAt <= now && now - startedAt <= LINK_ERROR_WINDOW_MS;
}

/**
 * The notice a link redirect asks for (`?success=discord_linked`, `?error=…`) and the URL
 * without those query values; null when the URL carries neither. The error text is shown only
 * when `linkStarted` says this browser started a link within the last 10 minutes.
 */
export function readLinkRedirect(
	href: string,
	texts: LinkSuccessTexts,
	linkStarted: boolean,
): { notice: LinkNotice | null; cleanUrl: string } | null {
	const url = new URL(href);
	const success = url.searchParams.get('success');
	const error = url.searchParams.get('error');
	if (success === null && error === null) return null;
	url.searchParams.delete('success');
	url.searchParams.delete('error');
	let notice: LinkNotice | null = null;
	if (error) notice = linkStarted ? { kind: 'error', text: error } : null;
	else if (success === LINK_SUCCESS.discord) notice = { kind: 'success', text: texts.discord };
	else if (success === LINK_SUCCESS.steam) notice = { kind: 'success', text: texts.steam };
	return { notice, cleanUrl: `${url.pathname}${url.search}${url.hash}` };
}

/** How a donation's status reads. */
export function donationStatusLabel(status: string): string {
	switch (status) {
		case 'paid':
			return 'Paid';
		case 'pending':
			return 'Pending';
		case 'canceled':
			return 'Canceled';
		case 'expired':
			return 'Expired';
		default:
			return status || 'Unknown';
	}
}

/** Whether a link start address is a path on this site (never another host, see `sameSitePath`). */
export function isLinkStartUrl(url: string): boolean {
	return sameSitePath(url) !== null;
}
