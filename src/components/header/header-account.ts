import { DEFAULT_AVATAR } from '../../contract/account';
import { HAS_TOKEN_ATTRIBUTE } from '../../lib/guard-script';
import { $authToken, $session, signOut, startSession } from '../../lib/session';
import { getAccountView } from './header-view';

/** Query helper: the element must exist in the header's markup. */
function query<T extends Element>(root: ParentNode, selector: string): T {
	const element = root.querySelector<T>(selector);
	if (!element) throw new Error(`Header markup lacks ${selector}`);
	return element;
}

/** Binds the account button, the Poop entry and Sign Out to the session, and starts it. */
export function bindAccount(header: HTMLElement, closeProfile: () => void): void {
	const account = query<HTMLElement>(header, '[data-account]');
	const name = query<HTMLElement>(header, '[data-account-name]');
	const avatar = query<HTMLImageElement>(header, '[data-account-avatar]');
	const signedInAs = query<HTMLElement>(header, '[data-account-signed-in]');
	const staffLink = query<HTMLElement>(header, '[data-staff-link]');

	$authToken.subscribe((token) => {
		document.documentElement.toggleAttribute(HAS_TOKEN_ATTRIBUTE, Boolean(token));
	});
	$session.subscribe((session) => {
		const view = getAccountView(session);
		account.dataset.state = view.state;
		name.textContent = view.username;
		signedInAs.textContent = view.username;
		if (avatar.getAttribute('src') !== view.avatar) avatar.src = view.avatar;
		staffLink.hidden = !view.showStaffLink;
		if (view.state !== 'user') closeProfile();
	});
	// An avatar that cannot be loaded gives way to the default one (once, so it cannot loop).
	avatar.addEventListener('error', () => {
		if (avatar.getAttribute('src') !== DEFAULT_AVATAR) avatar.src = DEFAULT_AVATAR;
	});
	query<HTMLButtonElement>(header, '[data-sign-out]').addEventListener('click', () => {
		signOut();
		window.location.assign('/login');
	});
	startSession();
}
