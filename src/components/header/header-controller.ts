import { AUTH_TOKEN_STORAGE_KEY, USER_LOGIN_EVENT } from '../../config/constants';
import { readToken } from '../../lib/auth-token';
import { isHeaderSolid, orderPanelFocus } from './header-view';

/** Width below which the navigation is a toggled panel (matches the header's CSS). */
const PANEL_QUERY = '(max-width: 67.99rem)';

/** What stays usable behind the open panel: its backdrop and the notices region. */
const STAYS_LIVE = '[data-menu-backdrop], [data-notices]';

function query<T extends Element>(root: ParentNode, selector: string): T {
	const element = root.querySelector<T>(selector);
	if (!element) throw new Error(`Header is missing ${selector}`);
	return element;
}

/** Binds the header to the session and wires its menus; safe to call once per page. */
export function initHeader(): void {
	const header = document.querySelector<HTMLElement>('[data-site-header]');
	if (!header || header.dataset.ready) return;
	header.dataset.ready = 'true';

	bindScroll(header);
	const menus = bindMenus(header);
	bindAccountWhenNeeded(header, menus.closeProfile);
}

/**
 * The account part (session store, API client and contract, about 10 KB) loads only when there
 * is a token to check, or once one arrives (a login on this page or in another tab); a visitor
 * without one keeps the Login link the page was rendered with and downloads none of it.
 */
function bindAccountWhenNeeded(header: HTMLElement, closeProfile: () => void): void {
	let loading = false;
	const load = () => {
		if (loading) return;
		loading = true;
		void import('./header-account').then(({ bindAccount }) => bindAccount(header, closeProfile));
	};
	if (readToken()) {
		// The session check is about to run: say so at once, before the account part arrives.
		const account = header.querySelector<HTMLElement>('[data-account]');
		if (account) account.dataset.state = 'loading';
		load();
		return;
	}
	window.addEventListener(USER_LOGIN_EVENT, load);
	window.addEventListener('storage', (event) => {
		if (event.key === AUTH_TOKEN_STORAGE_KEY && event.newValue) load();
	});
}

function bindScroll(header: HTMLElement): void {
	const transparent = header.dataset.transparent === 'true';
	if (!transparent) return;
	let frame = 0;
	const update = () => {
		frame = 0;
		header.classList.toggle('is-solid', isHeaderSolid(true, window.scrollY));
	};
	window.addEventListener(
		'scroll',
		() => {
			frame ||= requestAnimationFrame(update);
		},
		{ passive: true },
	);
	update();
}

interface MenuControls {
	closeProfile: () => void;
}

function bindMenus(header: HTMLElement): MenuControls {
	const menuToggle = query<HTMLButtonElement>(header, '[data-menu-toggle]');
	const submenus = [...header.querySelectorAll<HTMLElement>('[data-submenu]')].map((item) => ({
		item,
		toggle: query<HTMLButtonElement>(item, '[data-submenu-toggle]'),
		panel: query<HTMLElement>(item, '[data-submenu-panel]'),
	}));
	const profileToggle = query<HTMLButtonElement>(header, '[data-profile-toggle]');
	const profileMenu = query<HTMLElement>(header, '[data-profile-menu]');
	const panelMode = window.matchMedia(PANEL_QUERY);

	/** The submenu a hover opened (and that closes when the pointer leaves), if any. */
	let hoverOpened: number | null = null;
	const setSubmenu = (index: number | null) => {
		hoverOpened = null;
		submenus.forEach(({ toggle, panel }, i) => {
			const open = i === index;
			toggle.setAttribute('aria-expanded', String(open));
			panel.classList.toggle('is-open', open);
		});
	};
	const setProfile = (open: boolean) => {
		profileToggle.setAttribute('aria-expanded', String(open));
		profileMenu.hidden = !open;
	};
	const panel = query<HTMLElement>(header, '[data-nav-panel]');
	const setPanel = (open: boolean) => {
		const wasOpen = header.classList.contains('menu-open');
		menuToggle.setAttribute('aria-expanded', String(open));
		header.classList.toggle('menu-open', open);
		setPageBehind(header, open);
		if (!open) setSubmenu(null);
		// Opening moves focus to the panel's first entry; the bar's controls stay reachable.
		if (open && !wasOpen) focusables(panel)[0]?.focus();
	};
	const closeAll = () => {
		setSubmenu(null);
		setProfile(false);
		setPanel(false);
	};

	// On wide screens with a mouse, hovering opens a submenu; a click then pins it open.
	const canHover = () => !panelMode.matches && window.matchMedia('(hover: hover)').matches;
	submenus.forEach(({ item, toggle }, index) => {
		// Only one submenu is open at a time, on every screen size.
		toggle.addEventListener('click', () => {
			const open = toggle.getAttribute('aria-expanded') === 'true';
			if (open && hoverOpened === index) hoverOpened = null;
			else setSubmenu(open ? null : index);
		});
		item.addEventListener('mouseenter', () => {
			if (!canHover() || toggle.getAttribute('aria-expanded') === 'true') return;
			setSubmenu(index);
			hoverOpened = index;
		});
		item.addEventListener('mouseleave', () => {
			if (canHover() && hoverOpened === index) setSubmenu(null);
		});
	});
	menuToggle.addEventListener('click', () => {
		setProfile(false);
		setPanel(menuToggle.getAttribute('aria-expanded') !== 'true');
	});
	profileToggle.addEventListener('click', () => {
		setSubmenu(null);
		setPanel(false);
		setProfile(profileMenu.hidden);
	});
	panelMode.addEventListener('change', closeAll);
	// A panel opened before this script started (MenuScript.astro) gets what opening it does.
	if (header.classList.contains('menu-open')) setPageBehind(header, true);

	// A click outside the header closes its menus; so does a click outside an open submenu.
	document.addEventListener('click', (event) => {
		const target = event.target as Node;
		if (!header.contains(target)) return closeAll();
		if (!profileToggle.parentElement?.contains(target)) setProfile(false);
		if (!submenus.some(({ item }) => item.contains(target))) setSubmenu(null);
	});
	// While the panel is open, Tab moves in the order the eye reads: the bar's logo, account and
	// menu button, then the panel from top to bottom, round again; the page behind is inert.
	header.addEventListener('keydown', (event) => {
		if (event.key !== 'Tab' || !header.classList.contains('menu-open')) return;
		const order = orderPanelFocus(focusables(header), (element) => panel.contains(element));
		if (order.length === 0) return;
		const index = order.indexOf(document.activeElement as HTMLElement);
		const step = event.shiftKey ? -1 : 1;
		const next = index === -1 ? (step > 0 ? 0 : order.length - 1) : index + step;
		event.preventDefault();
		order[(next + order.length) % order.length]?.focus();
	});
	// Escape closes whatever is open and puts focus back on the control that opened it; in the
	// panel it closes the panel itself.
	header.addEventListener('keydown', (event) => {
		if (event.key !== 'Escape') return;
		if (header.classList.contains('menu-open')) {
			setPanel(false);
			menuToggle.focus();
			return;
		}
		const openSubmenu = submenus.find(
			({ toggle }) => toggle.getAttribute('aria-expanded') === 'true',
		);
		if (openSubmenu) {
			setSubmenu(null);
			openSubmenu.toggle.focus();
		} else if (!profileMenu.hidden) {
			setProfile(false);
			profileToggle.focus();
		}
	});
	// Leaving a submenu or the profile menu by keyboard closes it.
	header.addEventListener('focusout', (event) => {
		const next = event.relatedTarget as Node | null;
		if (!next) return;
		submenus.forEach(({ item, toggle }) => {
			if (toggle.getAttribute('aria-expanded') === 'true' && !item.contains(next)) setSubmenu(null);
		});
		if (!profileMenu.hidden && !profileToggle.parentElement?.contains(next)) setProfile(false);
	});

	return { closeProfile: () => setProfile(false) };
}

/** Focusable controls under `root` that are on screen now (closed submenus and hidden items out). */
function focusables(root: HTMLElement): HTMLElement[] {
	return [...root.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter(
		(element) =>
			element.getClientRects().length > 0 && getComputedStyle(element).visibility === 'visible',
	);
}

/**
 * While the panel is open, the rest of the page is dimmed (CSS on the class), cannot scroll and
 * is inert, so neither Tab nor a screen reader reaches what the panel covers.
 */
function setPageBehind(header: HTMLElement, covered: boolean): void {
	document.documentElement.classList.toggle('menu-covered', covered);
	if (!covered) {
		for (const element of document.querySelectorAll<HTMLElement>('[data-menu-inert]')) {
			element.inert = false;
			delete element.dataset.menuInert;
		}
		return;
	}
	for (const element of document.body.children) {
		if (!(element instanceof HTMLElement) || element instanceof HTMLScriptElement) continue;
		if (element === header || element.inert || element.matches(STAYS_LIVE)) continue;
		element.inert = true;
		element.dataset.menuInert = 'true';
	}
}
