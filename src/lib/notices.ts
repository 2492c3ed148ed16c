import { atom } from 'nanostores';
import { NOTIFICATION_MS } from '../config/constants';

/** How a notice reads: success and info are polite status messages, errors are alerts. */
export type NoticeKind = 'success' | 'error' | 'info';

/** One message in the notices region. */
export interface Notice {
	id: number;
	kind: NoticeKind;
	text: string;
	/** Milliseconds until it goes away by itself; 0 keeps it until dismissed. */
	durationMs: number;
}

/** What a caller passes to `notify`. */
interface NoticeInput {
	kind?: NoticeKind;
	text: string;
	/** Defaults to 5000 ms; the reset page passes 3000. */
	durationMs?: number;
}

/** The notices on screen, oldest first (alerts and toasts). */
export const $notices = atom<readonly Notice[]>([]);

const timers = new Map<number, ReturnType<typeof setTimeout>>();
let lastId = 0;

/** Shows a notice and answers its id; it dismisses itself after `durationMs`. */
export function notify({ kind = 'info', text, durationMs = NOTIFICATION_MS }: NoticeInput): number {
	const notice: Notice = { id: ++lastId, kind, text, durationMs };
	$notices.set([...$notices.get(), notice]);
	if (durationMs > 0) {
		timers.set(
			notice.id,
			setTimeout(() => dismissNotice(notice.id), durationMs),
		);
	}
	return notice.id;
}

/** Removes a notice (dismiss button or timer); unknown ids are ignored. */
export function dismissNotice(id: number): void {
	clearTimeout(timers.get(id));
	timers.delete(id);
	const notices = $notices.get();
	if (notices.some((notice) => notice.id === id)) {
		$notices.set(notices.filter((notice) => notice.id !== id));
	}
}

/** Removes every notice and its timer (a fresh page state, e.g. between tests). */
export function clearNotices(): void {
	for (const timer of timers.values()) clearTimeout(timer);
	timers.clear();
	$notices.set([]);
}

/** Session storage key of notices waiting for the next page. */
const PENDING_KEY = 'pendingNotices';

/** A notice waiting for the page at `path` (a pathname of this site). */
type PendingNotice = Pick<NoticeInput, 'kind' | 'text'> & { path: string };

/**
 * Shows a notice on the page this tab goes to next, at `destination` (e.g. before a redirect
 * there). It waits for that page by path: the page being left may still start its own notices
 * before the browser leaves it, and must not show (and so use up) the notice meant for the next.
 */
export function notifyAfterNavigation(
	input: Pick<NoticeInput, 'kind' | 'text'>,
	destination: string,
): void {
	const path = new URL(destination, window.location.href).pathname;
	try {
		let pending: PendingNotice[] = [];
		try {
			pending = readPending();
		} catch {
			// Unreadable leftovers are replaced.
		}
		sessionStorage.setItem(PENDING_KEY, JSON.stringify([...pending, { ...input, path }]));
	} catch {
		// Storage refused (private mode, quota): the redirect still happens, only unexplained.
	}
}

function readPending(): PendingNotice[] {
	const raw = sessionStorage.getItem(PENDING_KEY);
	if (!raw) return [];
	const parsed: unknown = JSON.parse(raw);
	if (!Array.isArray(parsed)) return [];
	return parsed.filter(
		(item): item is PendingNotice =>
			typeof item === 'object' &&
			item !== null &&
			typeof (item as PendingNotice).text === 'string' &&
			typeof (item as PendingNotice).path === 'string' &&
			['success', 'error', 'info'].includes(String((item as NoticeInput).kind)),
	);
}

/** Shows, once, the notices an earlier page left for this one; those for other pages wait. */
export function showPendingNotices(): void {
	let pending: PendingNotice[] = [];
	try {
		pending = readPending();
	} catch {
		// Unreadable leftovers are dropped below all the same.
	}
	const here = window.location.pathname;
	const waiting = pending.filter((notice) => notice.path !== here);
	try {
		if (waiting.length > 0) sessionStorage.setItem(PENDING_KEY, JSON.stringify(waiting));
		else sessionStorage.removeItem(PENDING_KEY);
	} catch {
		return;
	}
	for (const { kind, text, path } of pending) if (path === here) notify({ kind, text });
}
