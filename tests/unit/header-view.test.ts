import { describe, expect, it } from 'vitest';
import {
	getAccountView,
	isHeaderSolid,
	orderPanelFocus,
} from '../../src/components/header/header-view';
import type { SessionState } from '../../src/lib/session';
import { z } from 'zod/mini';
import { DEFAULT_AVATAR, SessionUserSchema } from '../../src/contract/user';

describe('isHeaderSolid', () => {
	it.each([
		[false, 0, true],
		[false, 851, true],
		[true, 0, false],
		[true, 849, false],
		[true, 850, false],
		[true, 851, true],
		[true, 5000, true],
	])('transparent page %s at scroll %i → solid %s', (transparent, scrollY, solid) => {
		expect(isHeaderSolid(transparent, scrollY)).toBe(solid);
	});
});

const userSession = (raw: Record<string, unknown>): SessionState => ({
	status: 'user',
	user: z.parse(SessionUserSchema, raw),
});

describe('getAccountView', () => {
	it.each([
		['loading', { status: 'loading' }],
		['anonymous', { status: 'anonymous' }],
	] as [string, SessionState][])('shows no user and no staff link while %s', (state, session) => {
		expect(getAccountView(session)).toEqual({
			state,
			username: '',
			avatar: DEFAULT_AVATAR,
			showStaffLink: false,
		});
	});

	it('shows the username and avatar of a logged-in user', () => {
		const view = getAccountView(
			userSession({ username: 'Nightjar', role: 'user', avatar: '/avatars/n.png' }),
		);
		expect(view).toEqual({
			state: 'user',
			username: 'Nightjar',
			avatar: '/avatars/n.png',
			showStaffLink: false,
		});
	});

	it('falls back to the default avatar when the user has none', () => {
		const session: SessionState = {
			status: 'user',
			user: { ...z.parse(SessionUserSchema, { username: 'A' }), avatar: '' },
		};
		expect(getAccountView(session).avatar).toBe(DEFAULT_AVATAR);
	});

	it.each([
		['root', true],
		['admin', true],
		['senioradmin', true],
		['developer', true],
		['user', false],
		['', false],
		['Root', false],
	])('role %o → staff link %s', (role, shown) => {
		expect(getAccountView(userSession({ username: 'A', role })).showStaffLink).toBe(shown);
	});
});

describe('orderPanelFocus', () => {
	it('puts the bar controls before the panel entries, each in page order', () => {
		// Page order: logo, then the panel (which comes first in the markup), then the account.
		const controls = ['logo', 'panel:Home', 'panel:Events', 'account', 'menu'];
		expect(orderPanelFocus(controls, (control) => control.startsWith('panel:'))).toEqual([
			'logo',
			'account',
			'menu',
			'panel:Home',
			'panel:Events',
		]);
	});

	it('keeps a list without panel entries as it is', () => {
		expect(orderPanelFocus(['a', 'b'], () => false)).toEqual(['a', 'b']);
	});
});
