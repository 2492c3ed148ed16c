// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import inViewDirective from '../../src/page-speed/in-view-directive';
import { FakeIntersectionObserver } from '../components/fake-intersection-observer';
import { FakePaintObserver } from './fake-paint-observer';

/** An island as Astro renders it (`display: contents`), with its server HTML inside. */
function island() {
	const element = document.createElement('astro-island');
	element.innerHTML = '<section><h2>Top supporters</h2></section><p>More</p>';
	document.body.append(element);
	return element;
}

/**
 * Runs the directive on a new island; answers the load and hydrate mocks. Astro types the
 * directive's value as a string but hands over what the page wrote: `true`, or an object.
 */
function start(value: unknown = true) {
	const hydrate = vi.fn(() => Promise.resolve());
	const load = vi.fn(() => Promise.resolve(hydrate));
	const element = island();
	void inViewDirective(load, { name: 'inview', value: value as string }, element);
	return { load, hydrate, element };
}

beforeEach(() => {
	FakePaintObserver.observers = [];
	FakeIntersectionObserver.instances = [];
	vi.useFakeTimers();
	vi.stubGlobal('PerformanceObserver', FakePaintObserver);
	vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
	document.body.innerHTML = '';
	// The worker's next file may count instances of the same fakes: leave none behind.
	FakePaintObserver.observers = [];
	FakeIntersectionObserver.instances = [];
});

describe('client:inview', () => {
	it('does not even watch the island before the first paint', () => {
		const { load } = start();
		expect(FakeIntersectionObserver.instances).toEqual([]);
		expect(load).not.toHaveBeenCalled();
	});

	it('after the paint, loads and hydrates the island once one of its children is in view', async () => {
		const { load, hydrate, element } = start();
		FakePaintObserver.observers[0]!.report('first-contentful-paint');
		const [observer] = FakeIntersectionObserver.instances;
		expect(observer!.observed).toEqual([...element.children]);
		observer!.report(false);
		expect(load).not.toHaveBeenCalled();
		observer!.report(true);
		await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
		expect(observer!.disconnected).toBe(true);
		observer!.report(true);
		expect(load).toHaveBeenCalledTimes(1);
	});

	it('passes rootMargin on as client:visible does', () => {
		start({ rootMargin: '200px' });
		FakePaintObserver.observers[0]!.report('first-contentful-paint');
		expect(FakeIntersectionObserver.instances[0]!.options).toEqual({ rootMargin: '200px' });
	});

	it('logs an island whose code fails to load', async () => {
		const error = vi.spyOn(console, 'error').mockImplementation(() => {});
		const failure = new Error('chunk missing');
		const element = island();
		void inViewDirective(() => Promise.reject(failure), { name: 'inview', value: '' }, element);
		FakePaintObserver.observers[0]!.report('first-contentful-paint');
		FakeIntersectionObserver.instances[0]!.report(true);
		await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Island failed to start:', failure));
	});
});
