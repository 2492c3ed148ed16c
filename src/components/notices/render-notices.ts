import type { Notice } from '../../lib/notices';

/** The two live regions: polite status for success and info, alert for errors. */
export interface NoticeRegions {
	status: HTMLElement;
	alert: HTMLElement;
}

/** Builds one notice; text goes in through textContent only, never as markup. */
function createNotice(notice: Notice, onDismiss: (id: number) => void): HTMLElement {
	const item = document.createElement('div');
	item.className = `notice notice--${notice.kind}`;
	item.dataset.noticeId = String(notice.id);
	const text = document.createElement('p');
	text.className = 'notice__text';
	text.textContent = notice.text;
	const dismiss = document.createElement('button');
	dismiss.type = 'button';
	dismiss.className = 'notice__dismiss';
	dismiss.setAttribute('aria-label', 'Dismiss notice');
	dismiss.textContent = '×';
	dismiss.addEventListener('click', () => onDismiss(notice.id));
	item.append(text, dismiss);
	return item;
}

/**
 * Brings the regions in line with the notices: removes the gone ones and appends the new ones,
 * leaving those already shown untouched so screen readers announce only what is new.
 */
export function renderNotices(
	regions: NoticeRegions,
	notices: readonly Notice[],
	onDismiss: (id: number) => void,
): void {
	const wanted = new Set(notices.map((notice) => String(notice.id)));
	for (const region of [regions.status, regions.alert]) {
		for (const item of [...region.querySelectorAll<HTMLElement>('[data-notice-id]')]) {
			if (!wanted.has(item.dataset.noticeId ?? '')) item.remove();
		}
	}
	for (const notice of notices) {
		const region = notice.kind === 'error' ? regions.alert : regions.status;
		if (!region.querySelector(`[data-notice-id="${notice.id}"]`)) {
			region.append(createNotice(notice, onDismiss));
		}
	}
}
