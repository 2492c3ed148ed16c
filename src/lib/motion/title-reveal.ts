import { TITLE_REVEAL } from '../../config/constants';
import { prefersReducedMotion } from './prefers-reduced-motion';

/** Selector of titles that reveal character by character. */
const REVEAL_SELECTOR = '[data-reveal]';

/**
 * Reveals marked titles character by character when they scroll into view. Titles in the first
 * screen are already painted and stay as they are; GSAP and its plugins load only once the
 * visitor scrolls and a title below comes near the viewport. With reduced motion nothing loads
 * and the text simply stays visible.
 */
export function initTitleReveal(): void {
	const titles = [...document.querySelectorAll<HTMLElement>(REVEAL_SELECTOR)];
	if (titles.length === 0 || prefersReducedMotion() || !('IntersectionObserver' in window)) return;
	const below = titles.filter((title) => title.getBoundingClientRect().top >= window.innerHeight);
	if (below.length === 0) return;
	window.addEventListener('scroll', () => revealWhenNear(below), { once: true, passive: true });
}

function revealWhenNear(titles: HTMLElement[]): void {
	const observer = new IntersectionObserver(
		(entries) => {
			if (!entries.some((entry) => entry.isIntersecting)) return;
			observer.disconnect();
			animateTitles(titles).catch((error: unknown) => console.error('Title reveal failed:', error));
		},
		{ rootMargin: '0px 0px 50% 0px' },
	);
	titles.forEach((title) => observer.observe(title));
}

async function animateTitles(titles: HTMLElement[]): Promise<void> {
	const [{ gsap }, { ScrollTrigger }, { SplitText }] = await Promise.all([
		import('gsap'),
		import('gsap/ScrollTrigger'),
		import('gsap/SplitText'),
	]);
	gsap.registerPlugin(ScrollTrigger, SplitText);
	for (const title of titles) {
		const split = SplitText.create(title, { type: 'words,chars', aria: 'auto' });
		gsap.from(split.chars, {
			opacity: 0,
			y: TITLE_REVEAL.offsetPx,
			duration: TITLE_REVEAL.durationS,
			stagger: TITLE_REVEAL.staggerS,
			ease: 'power3.out',
			scrollTrigger: { trigger: title, start: TITLE_REVEAL.start, once: true },
		});
	}
}
