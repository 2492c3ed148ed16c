// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_LOADER, deferModuleScripts } from '../../src/page-speed/defer-scripts';
import { whenFirstPainted } from '../../src/page-speed/after-first-paint';
import { AFTER_PAINT_FALLBACK_MS } from '../../src/paint-timing';
import { FakePaintObserver } from './fake-paint-observer';

/** A browser without paint timing: observing the 'paint' type throws. */
class NoPaintTimingObserver {
	observe() {
		throw new TypeError('paint is not a supported entry type');
	}
	disconnect() {}
}

const PAGE_SCRIPTS = ['/_astro/Header.a1.js', '/_astro/Hero.b2.js', '/_astro/Layout.c3.js'];

/** Puts a rewritten page into the document and runs its inline loader, as the browser would. */
function loadPage() {
	const scripts = PAGE_SCRIPTS.map((src) => `<script type="module" src="${src}"></script>`);
	const html = deferModuleScripts(
		`<html><head>${scripts[0]}</head><body><h1>Hi</h1>${scripts.slice(1).join('')}</body></html>`,
	);
	const body = /<body>([\s\S]*)<\/body>/.exec(html)![1]!;
	const head = /<head>([\s\S]*)<\/head>/.exec(html)![1]!;
	document.head.innerHTML = head;
	document.body.innerHTML = body;
	new Function(AFTER_PAINT_LOADER)();
}

/** The module scripts the page has now (the ones the browser fetches and runs). */
const moduleScripts = () =>
	[...document.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));

beforeEach(() => {
	FakePaintObserver.observers = [];
	vi.useFakeTimers();
	vi.stubGlobal('PerformanceObserver', FakePaintObserver);
});

afterEach(() => {
	vi.useRealTimers();
	document.head.innerHTML = '';
	document.body.innerHTML = '';
});

describe('the after-paint loader', () => {
	it('leaves the page without module scripts until the first contentful paint', () => {
		loadPage();
		expect(document.querySelectorAll('script[type="after-paint"]')).toHaveLength(3);
		expect(moduleScripts()).toEqual([]);
		const [observer] = FakePaintObserver.observers;
		expect(observer?.observed).toEqual([{ type: 'paint', buffered: true }]);

		// A first paint of nothing but the background is not the page yet.
		observer!.report('first-paint');
		expect(moduleScripts()).toEqual([]);

		observer!.report('first-paint', 'first-contentful-paint');
		expect(moduleScripts()).toEqual(PAGE_SCRIPTS);
		expect(observer!.disconnected).toBe(true);
	});

	it('appends each script once, even when the fallback fires after the paint', () => {
		loadPage();
		FakePaintObserver.observers[0]!.report('first-contentful-paint');
		vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS);
		expect(moduleScripts()).toEqual(PAGE_SCRIPTS);
	});

	it('starts the scripts after the fallback delay when no paint is reported', () => {
		loadPage();
		vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS - 1);
		expect(moduleScripts()).toEqual([]);
		vi.advanceTimersByTime(1);
		expect(moduleScripts()).toEqual(PAGE_SCRIPTS);
		// A paint reported late starts nothing twice.
		FakePaintObserver.observers[0]!.report('first-contentful-paint');
		expect(moduleScripts()).toEqual(PAGE_SCRIPTS);
	});

	it('starts the scripts after the next frame in a browser without paint timing', () => {
		vi.stubGlobal('PerformanceObserver', NoPaintTimingObserver);
		loadPage();
		expect(moduleScripts()).toEqual([]);
		const start = Date.now();
		// A frame, then the task the loader queues in it (not the fallback, which comes later).
		vi.advanceTimersToNextFrame();
		vi.advanceTimersToNextTimer();
		expect(Date.now() - start).toBeLessThan(AFTER_PAINT_FALLBACK_MS);
		expect(moduleScripts()).toEqual(PAGE_SCRIPTS);
	});
});

describe('whenFirstPainted', () => {
	it('calls back once, after the first contentful paint', () => {
		const callback = vi.fn();
		whenFirstPainted(callback);
		const [observer] = FakePaintObserver.observers;
		observer!.report('first-paint');
		expect(callback).not.toHaveBeenCalled();
		observer!.report('first-contentful-paint');
		vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS);
		expect(callback).toHaveBeenCalledTimes(1);
	});

	it('calls back after the fallback delay when no paint is reported', () => {
		const callback = vi.fn();
		whenFirstPainted(callback);
		vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS - 1);
		expect(callback).not.toHaveBeenCalled();
		vi.advanceTimersByTime(1);
		expect(callback).toHaveBeenCalledTimes(1);
	});

	it('calls back after the next frame in a browser without paint timing', () => {
		vi.stubGlobal('PerformanceObserver', NoPaintTimingObserver);
		const callback = vi.fn();
		whenFirstPainted(callback);
		expect(callback).not.toHaveBeenCalled();
		const start = Date.now();
		// A frame, then the task the loader queues in it (not the fallback, which comes later).
		vi.advanceTimersToNextFrame();
		vi.advanceTimersToNextTimer();
		expect(Date.now() - start).toBeLessThan(AFTER_PAINT_FALLBACK_MS);
		expect(callback).toHaveBeenCalledTimes(1);
		vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS);
		expect(callback).toHaveBeenCalledTimes(1);
	});
});
