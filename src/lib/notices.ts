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
