import { useEffect, useState, type RefObject } from 'react';

/** How far below (or above) the window a part counts as near: a short scroll ahead. */
export const NEAR_VIEWPORT_MARGIN = '200px';

/**
 * Becomes true, once and for good, when the element comes within a short scroll of the window.
 * A section far down a page loads its data (and lays out its rows) when the visitor heads for
 * it, not while the first screen is busy. Without IntersectionObserver it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
	const [near, setNear] = useState(false);
	useEffect(() => {
		const element = ref.current;
		if (near || !element) return;
		if (!('IntersectionObserver' in window)) {
			setNear(true);
			return;
		}
		const observer = new IntersectionObserver(
			(entries) => {
				if (!entries.some((entry) => entry.isIntersecting)) return;
				observer.disconnect();
				setNear(true);
			},
			{ rootMargin: `${NEAR_VIEWPORT_MARGIN} 0px` },
		);
		observer.observe(element);
		return () => observer.disconnect();
	}, [near, ref]);
	return near;
}
