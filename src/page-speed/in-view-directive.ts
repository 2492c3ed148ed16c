import type { ClientDirective } from 'astro';
import { whenFirstPainted } from './after-first-paint';
import { startIsland } from './painted-directive';

/**
 * `client:inview`: like `client:visible`, the island hydrates once it is scrolled into view, but
 * never before the first paint. An IntersectionObserver reports its first entries while the
 * browser prepares the first frame, so a `client:visible` island that a tall window already
 * shows (the top supporters on a phone) fetched React and its code before the page had painted,
 * and the largest paint waited for them. Takes `{ rootMargin }` as `client:visible` does.
 */
const inViewDirective: ClientDirective = (load, options, element) => {
	const rootMargin =
		typeof options.value === 'object' && options.value !== null
			? (options.value as { rootMargin?: string }).rootMargin
			: undefined;
	whenFirstPainted(() => {
		const observer = new IntersectionObserver(
			(entries) => {
				if (!entries.some((entry) => entry.isIntersecting)) return;
				observer.disconnect();
				startIsland(load);
			},
			{ rootMargin },
		);
		// An island is `display: contents`: it has no box of its own to observe, its children do.
		for (const child of element.children) observer.observe(child);
	});
};

export default inViewDirective;
