import { AFTER_PAINT_FALLBACK_MS } from '../paint-timing';

/**
 * Work that waits until the browser has painted the page, so no script request or evaluation
 * holds up the first (and largest) paint: the text, the layout and every island's server
 * HTML are in that paint, and scripts make it live a moment later. Islands wait through the
 * `client:painted` and `client:inview` directives (src/page-speed/painted-directive.ts,
 * src/page-speed/in-view-directive.ts); the page's own scripts through the inline loader the build
 * puts on every page (src/page-speed/defer-scripts.ts), which does the same in a few lines of
 * inline script.
 */

/** Calls `callback` once, after the first contentful paint (or the fallback delay). */
export function whenFirstPainted(callback: () => void): void {
	let called = false;
	const run = () => {
		if (called) return;
		called = true;
		callback();
	};
	// The paint entry is reported after the frame is presented. A page with nothing to paint, a
	// background tab or a browser without paint timing still runs the work after the delay.
	try {
		const observer = new PerformanceObserver((list) => {
			if (list.getEntriesByName('first-contentful-paint').length === 0) return;
			observer.disconnect();
			run();
		});
		observer.observe({ type: 'paint', buffered: true });
	} catch {
		requestAnimationFrame(() => setTimeout(run, 0));
	}
	setTimeout(run, AFTER_PAINT_FALLBACK_MS);
}
