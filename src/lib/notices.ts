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
export interface NoticeInput {
	kind?: NoticeKind;
	text: string;
	/** Defaults to the spec's 5000 ms; the reset page passes 3000. */
	durationMs?: number;
}

/** The notices on screen, oldest first (spec "alerts" and toasts, DESIGN 6). */
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

/** Shows a notice on the next page this tab opens, e.g. before a redirect. */
export function notifyAfterNavigation(input: Pick<NoticeInput, 'kind' | 'text'>): void {
	try {
		let pending: Pick<NoticeInput, 'kind' | 'text'>[] = [];
		try {
			pending = readPending();
		} catch {
			// Unreadable leftovers are replaced.
		}
		sessionStorage.setItem(PENDING_KEY, JSON.stringify([...pending, input]));
	} catch {
		// Storage refused (private mode, quota): the redirect still happens, only unexplained.
	}
}

function readPending(): Pick<NoticeInput, 'kind' | 'text'>[] {
	const raw = sessionStorage.getItem(PENDING_KEY);
	if (!raw) return [];
	const parsed: unknown = JSON.parse(raw);
	if (!Array.isArray(parsed)) return [];
	return parsed.filter(
		(item): item is Pick<NoticeInput, 'kind' | 'text'> =>
			typeof item === 'object' &&
			item !== null &&
			typeof (item as NoticeInput).text === 'string' &&
			['success', 'error', 'info'].includes(String((item as NoticeInput).kind)),
	);
}

/** Shows, once, the notices an earlier page left for this one. */
export function showPendingNotices(): void {
	let pending: Pick<NoticeInput, 'kind' | 'text'>[] = [];
	try {
		pending = readPending();
	} catch {
		// Unreadable leftovers are dropped below all the same.
	}
	try {
		sessionStorage.removeItem(PENDING_KEY);
	} catch {
		return;
	}
	for (const notice of pending) notify(notice);
}
