import { HEADER_FIXED_SCROLL_PX } from '../../config/constants';
import { canSeeStaffManagement } from '../../lib/roles';
import type { SessionState } from '../../lib/session';
import { DEFAULT_AVATAR } from '../../contract/account';

/** Whether the header is fixed and opaque: always on pages without a hero, else past 850 px. */
export function isHeaderSolid(transparentPage: boolean, scrollY: number): boolean {
	return !transparentPage || scrollY > HEADER_FIXED_SCROLL_PX;
}

/** What the profile button shows for a session state. */
interface AccountView {
	state: SessionState['status'];
	username: string;
	avatar: string;
	showStaffLink: boolean;
}

/** The profile button's content: Login, a placeholder, or the username with its menu. */
export function getAccountView(session: SessionState): AccountView {
	if (session.status !== 'user') {
		return { state: session.status, username: '', avatar: DEFAULT_AVATAR, showStaffLink: false };
	}
	const { user } = session;
	return {
		state: 'user',
		username: user.username,
		avatar: user.avatar || DEFAULT_AVATAR,
		showStaffLink: canSeeStaffManagement(user.role),
	};
}

/**
 * The order Tab follows while the navigation panel is open: the bar's controls (logo, account,
 * menu button) first, as they sit above the panel, then the panel's entries, each in page order.
 */
export function orderPanelFocus<T>(controls: readonly T[], inPanel: (control: T) => boolean): T[] {
	return [
		...controls.filter((control) => !inPanel(control)),
		...controls.filter((control) => inPanel(control)),
	];
}
