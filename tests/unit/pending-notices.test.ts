// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
	$notices,
	clearNotices,
	notifyAfterNavigation,
	showPendingNotices,
} from '../../src/lib/notices';

afterEach(() => {
	clearNotices();
	sessionStorage.clear();
	window.history.replaceState(null, '', '/');
});

const shown = () => $notices.get().map(({ kind, text }) => ({ kind, text }));

describe('notices after a navigation', () => {
	it('keeps a notice for the next page and shows it there once', () => {
		window.history.replaceState(null, '', '/admin/groups');
		notifyAfterNavigation({ kind: 'error', text: 'Root access required' }, '/');
		expect(shown()).toEqual([]);
		// The page being left starts its notices before the browser leaves it: it neither shows
		// nor uses up the notice meant for the next page.
		showPendingNotices();
		expect(shown()).toEqual([]);

		window.history.replaceState(null, '', '/');
		showPendingNotices();
		expect(shown()).toEqual([{ kind: 'error', text: 'Root access required' }]);
		clearNotices();
		showPendingNotices();
		expect(shown()).toEqual([]);
	});

	it('ignores stored values that are not notices', () => {
		sessionStorage.setItem(
			'pendingNotices',
			JSON.stringify([
				{ kind: 'evil', text: 1, path: '/' },
				{ kind: 'error', text: 'no page named' },
				'x',
			]),
		);
		showPendingNotices();
		sessionStorage.setItem('pendingNotices', '{not json');
		showPendingNotices();
		expect(shown()).toEqual([]);
		expect(sessionStorage.getItem('pendingNotices')).toBeNull();
	});
});
