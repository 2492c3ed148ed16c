import { SMOOTH_SCROLL_MS } from '../../config/constants';
import { scrollPositionAt } from './easing';
import { prefersReducedMotion } from './prefers-reduced-motion';

let frame = 0;

/** Scrolls the page to `top` over 1 s; jumps when reduced motion is asked for. */
function smoothScrollTo(top: number, duration = SMOOTH_SCROLL_MS): void {
	cancelAnimationFrame(frame);
	const from = window.scrollY;
	if (prefersReducedMotion() || Math.abs(top - from) < 2) {
		window.scrollTo(0, top);
		return;
	}
	const start = performance.now();
	const step = (now: number) => {
		const elapsed = now - start;
		window.scrollTo(0, scrollPositionAt(from, top, elapsed, duration));
		if (elapsed < duration) frame = requestAnimationFrame(step);
	};
	frame = requestAnimationFrame(step);
}

/** Same-page anchor links (and `[data-scroll-top]`) scroll smoothly and move focus there. */
export function initSmoothScroll(): void {
	document.addEventListener('click', (event) => {
		if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
		const link = (event.target as Element).closest<HTMLAnchorElement>('a[href^="#"]');
		if (!link) return;
		const id = decodeURIComponent(link.hash.slice(1));
		if (!id) {
			// A bare '#' (the footer logo) means the top of the page.
			event.preventDefault();
			smoothScrollTo(0);
			return;
		}
		const target = document.getElementById(id);
		if (!target) return;
		event.preventDefault();
		const headerOffset = document.querySelector('[data-site-header]')?.clientHeight ?? 0;
		smoothScrollTo(target.getBoundingClientRect().top + window.scrollY - headerOffset);
		history.pushState(null, '', link.hash);
		if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
		target.focus({ preventScroll: true });
	});
}
