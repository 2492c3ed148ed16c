// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getRoute, type RouteEntry, type RoutePath } from '../../src/config/routes';
import { HAS_TOKEN_ATTRIBUTE, headScript } from '../../src/lib/guard-script';
import { FONTS_LOADED_STORAGE_KEY, FONTS_PENDING_ATTRIBUTE } from '../../src/lib/web-fonts';

type Guarded = Pick<RouteEntry, 'auth' | 'guestOnly'>;

/** Runs the generated head script the way the browser does, with a stored token or none. */
function runHeadScript(route: Guarded, token: string | null, pathname: string, search = '') {
	const storage = { getItem: vi.fn((key: string) => (key === 'authToken' ? token : null)) };
	const location = { pathname, search, replace: vi.fn() };
	new Function('localStorage', 'location', 'document', headScript(route))(
		storage,
		location,
		document,
	);
	return { replace: location.replace, storage };
}

const marked = () => document.documentElement.hasAttribute(HAS_TOKEN_ATTRIBUTE);

beforeEach(() => {
	document.documentElement.removeAttribute(HAS_TOKEN_ATTRIBUTE);
});

describe('headScript on routes that need auth', () => {
	it.each([
		['/jailbreak/poop', '?x=1'],
		['/profile', ''],
		['/donate/stripe', '?amount=20&note=a%20b'],
		['/donations/success', '?session_id=cs_1'],
		['/admin', ''],
		['/admin/groups', '?region=na'],
	] as [RoutePath, string][])(
		'without a token sends %s%s to /login with the path and query',
		(path, search) => {
			const { replace } = runHeadScript(getRoute(path), null, path, search);
			expect(replace).toHaveBeenCalledTimes(1);
			expect(replace).toHaveBeenCalledWith('/login?redirect=' + encodeURIComponent(path + search));
			expect(marked()).toBe(false);
		},
	);

	it('keeps the exact path and query of the wanted page', () => {
		const { replace } = runHeadScript(getRoute('/jailbreak/poop'), null, '/jailbreak/poop', '?x=1');
		expect(replace).toHaveBeenCalledWith('/login?redirect=%2Fjailbreak%2Fpoop%3Fx%3D1');
	});

	it.each(['/jailbreak/poop', '/profile', '/admin/templates'] as RoutePath[])(
		'with a token lets %s render and marks <html>',
		(path) => {
			const { replace } = runHeadScript(getRoute(path), 'tok', path);
			expect(replace).not.toHaveBeenCalled();
			expect(marked()).toBe(true);
		},
	);
});

describe('headScript on guest-only routes', () => {
	it.each(['/login', '/register'] as RoutePath[])('with a token sends %s to /profile', (path) => {
		const { replace } = runHeadScript(getRoute(path), 'tok', path, '?redirect=%2Fprofile');
		expect(replace).toHaveBeenCalledExactlyOnceWith('/profile');
		expect(marked()).toBe(true);
	});

	it.each(['/login', '/register'] as RoutePath[])('without a token leaves %s alone', (path) => {
		const { replace } = runHeadScript(getRoute(path), null, path);
		expect(replace).not.toHaveBeenCalled();
		expect(marked()).toBe(false);
	});
});

describe('headScript on public routes', () => {
	it.each([
		['/', 'tok', true],
		['/', null, false],
		['/servers', 'tok', true],
		['/servers', null, false],
		['/rules/jb', 'tok', true],
		['/verification', null, false],
	] as [RoutePath, string | null, boolean][])(
		'%s with token %s never redirects; marked: %s',
		(path, token, expected) => {
			const { replace } = runHeadScript(getRoute(path), token, path);
			expect(replace).not.toHaveBeenCalled();
			expect(marked()).toBe(expected);
		},
	);

	it('reads the authToken key', () => {
		const { storage } = runHeadScript(getRoute('/'), 'tok', '/');
		expect(storage.getItem).toHaveBeenCalledWith('authToken');
	});
});

describe('headScript when storage is unavailable', () => {
	it.each([
		['an auth route', { auth: 'user' } as Guarded, 1],
		['a root route', { auth: 'root' } as Guarded, 1],
		['a guest-only route', { guestOnly: true } as Guarded, 0],
		['a public route', {} as Guarded, 0],
	])('treats a throwing localStorage as no token on %s', (_case, route, redirects) => {
		const storage = {
			getItem: () => {
				throw new DOMException('denied', 'SecurityError');
			},
		};
		const location = { pathname: '/p', search: '?q=1', replace: vi.fn() };
		const run = () =>
			new Function('localStorage', 'location', 'document', headScript(route))(
				storage,
				location,
				document,
			);
		expect(run).not.toThrow();
		expect(location.replace).toHaveBeenCalledTimes(redirects);
		if (redirects) expect(location.replace).toHaveBeenCalledWith('/login?redirect=%2Fp%3Fq%3D1');
		expect(marked()).toBe(false);
	});
});

describe('headScript with an empty stored token', () => {
	it('treats an empty string as no token', () => {
		const { replace } = runHeadScript({ auth: 'user' }, '', '/profile');
		expect(replace).toHaveBeenCalledWith('/login?redirect=%2Fprofile');
		expect(marked()).toBe(false);
	});
});

describe('headScript and the web fonts', () => {
	const fontsPending = () => document.documentElement.hasAttribute(FONTS_PENDING_ATTRIBUTE);

	/** Runs the head script with the given storage contents (key → value). */
	function runWithStorage(stored: Record<string, string>, route: Guarded = {}) {
		const storage = { getItem: (key: string) => stored[key] ?? null };
		const location = { pathname: '/', search: '', replace: vi.fn() };
		new Function('localStorage', 'location', 'document', headScript(route))(
			storage,
			location,
			document,
		);
	}

	beforeEach(() => {
		document.documentElement.removeAttribute(FONTS_PENDING_ATTRIBUTE);
	});

	it('marks a first visit, so the first paint uses the fallback fonts', () => {
		runWithStorage({});
		expect(fontsPending()).toBe(true);
	});

	it('leaves <html> unmarked once the fonts have loaded before', () => {
		runWithStorage({ [FONTS_LOADED_STORAGE_KEY]: '1' });
		expect(fontsPending()).toBe(false);
	});

	it.each([
		['no token', {}, false],
		['a token', { authToken: 'tok' }, true],
	])('marks the fonts by their flag alone, with %s stored', (_case, token, hasToken) => {
		runWithStorage({ ...token, [FONTS_LOADED_STORAGE_KEY]: '1' }, { auth: 'user' });
		expect(fontsPending()).toBe(false);
		expect(marked()).toBe(hasToken);
		runWithStorage(token, { auth: 'user' });
		expect(fontsPending()).toBe(true);
	});

	it('marks the page when storage throws', () => {
		const storage = {
			getItem: () => {
				throw new DOMException('denied', 'SecurityError');
			},
		};
		const location = { pathname: '/', search: '', replace: vi.fn() };
		new Function('localStorage', 'location', 'document', headScript({}))(
			storage,
			location,
			document,
		);
		expect(fontsPending()).toBe(true);
	});
});
