// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEAR_VIEWPORT_MARGIN, useNearViewport } from '../../src/lib/use-near-viewport';
import { FakeIntersectionObserver } from './fake-intersection-observer';

function Section() {
	const ref = useRef<HTMLElement>(null);
	const near = useNearViewport(ref);
	return <section ref={ref}>{near ? 'near' : 'far'}</section>;
}

// The fake's instances are shared by the worker's files: start and end each test with none.
beforeEach(() => {
	FakeIntersectionObserver.instances = [];
});

afterEach(() => {
	vi.unstubAllGlobals();
	FakeIntersectionObserver.instances = [];
});

describe('useNearViewport', () => {
	it('stays false while the element is far, turns true once it nears the window, and stops watching', () => {
		vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
		render(<Section />);
		const [observer] = FakeIntersectionObserver.instances;
		expect(observer?.observed).toEqual([screen.getByText('far')]);
		expect(observer?.options.rootMargin).toBe(`${NEAR_VIEWPORT_MARGIN} 0px`);

		act(() => observer?.report(false));
		expect(screen.getByText('far')).toBeInTheDocument();
		act(() => observer?.report(true));
		expect(screen.getByText('near')).toBeInTheDocument();
		expect(observer?.disconnected).toBe(true);
		// Scrolling away again changes nothing: what was loaded stays.
		expect(FakeIntersectionObserver.instances).toHaveLength(1);
	});

	it('is true at once where the browser has no IntersectionObserver', () => {
		vi.stubGlobal('IntersectionObserver', undefined);
		Reflect.deleteProperty(window, 'IntersectionObserver');
		render(<Section />);
		expect(screen.getByText('near')).toBeInTheDocument();
	});
});
