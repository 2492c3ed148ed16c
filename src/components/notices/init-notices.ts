import { $notices, dismissNotice, showPendingNotices } from '../../lib/notices';
import { renderNotices } from './render-notices';

/** The page's notices: renders the store into the live regions and shows those left pending. */
export function initNotices(): void {
	const root = document.querySelector<HTMLElement>('[data-notices]');
	const status = root?.querySelector<HTMLElement>('[data-notices-status]');
	const alert = root?.querySelector<HTMLElement>('[data-notices-alert]');
	if (!status || !alert) return;
	$notices.subscribe((notices) => renderNotices({ status, alert }, notices, dismissNotice));
	showPendingNotices();
}
