// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderNotices, type NoticeRegions } from '../../src/components/notices/render-notices';
import { $notices, clearNotices, dismissNotice, notify } from '../../src/lib/notices';

beforeEach(() => {
	vi.useFakeTimers();
	clearNotices();
});

afterEach(() => {
	vi.useRealTimers();
});

describe('notices store', () => {
	it('shows a notice and removes it after 5000 ms by default', () => {
		notify({ kind: 'success', text: 'Password changed successfully!' });
		expect($notices.get()).toEqual([
			{
				id: expect.any(Number),
				kind: 'success',
				text: 'Password changed successfully!',
				durationMs: 5000,
			},
		]);
		vi.advanceTimersByTime(4999);
		expect($notices.get()).toHaveLength(1);
		vi.advanceTimersByTime(1);
		expect($notices.get()).toEqual([]);
	});

	it('honours a shorter duration (3000 ms on the reset page)', () => {
		notify({ kind: 'error', text: 'Token expired', durationMs: 3000 });
		vi.advanceTimersByTime(3000);
		expect($notices.get()).toEqual([]);
	});

	it('keeps a notice with duration 0 until dismissed', () => {
		const id = notify({ text: 'Stays', durationMs: 0 });
		vi.advanceTimersByTime(60_000);
		expect($notices.get()).toHaveLength(1);
		dismissNotice(id);
		expect($notices.get()).toEqual([]);
	});

	it('dismisses one notice and leaves the others, defaulting to info', () => {
		const first = notify({ text: 'First' });
		notify({ text: 'Second' });
		dismissNotice(first);
		dismissNotice(9999);
		expect($notices.get()).toMatchObject([{ text: 'Second', kind: 'info' }]);
	});
});

describe('renderNotices', () => {
	function regions(): NoticeRegions {
		document.body.innerHTML = `
			<div role="status" aria-live="polite" data-status></div>
			<div role="alert" data-alert></div>`;
		return {
			status: document.querySelector<HTMLElement>('[data-status]')!,
			alert: document.querySelector<HTMLElement>('[data-alert]')!,
		};
	}

	it('puts errors in the alert region and the rest in the status region', () => {
		const target = regions();
		notify({ kind: 'success', text: 'Saved' });
		notify({ kind: 'info', text: 'Heads up' });
		notify({ kind: 'error', text: 'Failed to save group' });
		renderNotices(target, $notices.get(), dismissNotice);
		expect(target.status).toHaveTextContent('Saved');
		expect(target.status).toHaveTextContent('Heads up');
		expect(target.status).not.toHaveTextContent('Failed');
		expect(target.alert).toHaveTextContent('Failed to save group');
	});

	it('sets the text as text, never as markup', () => {
		const target = regions();
		notify({ kind: 'error', text: '<img src=x onerror="alert(1)">' });
		renderNotices(target, $notices.get(), dismissNotice);
		expect(target.alert.querySelector('img')).toBeNull();
		expect(target.alert).toHaveTextContent('<img src=x onerror="alert(1)">');
	});

	it('follows the store: existing notices stay, gone ones leave, dismiss removes', () => {
		const target = regions();
		const unsubscribe = $notices.subscribe((notices) =>
			renderNotices(target, notices, dismissNotice),
		);
		notify({ text: 'First', durationMs: 1000 });
		const first = target.status.firstElementChild;
		notify({ text: 'Second', durationMs: 0 });
		expect(target.status.firstElementChild).toBe(first);
		vi.advanceTimersByTime(1000);
		expect(target.status).not.toHaveTextContent('First');
		target.status.querySelector<HTMLButtonElement>('button[aria-label="Dismiss notice"]')!.click();
		expect(target.status.children).toHaveLength(0);
		expect($notices.get()).toEqual([]);
		unsubscribe();
	});
});
