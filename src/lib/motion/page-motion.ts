import { initSmoothScroll } from './smooth-scroll';
import { initTitleReveal } from './title-reveal';

/** Page-wide motion: smooth anchor scrolling and the title reveal. */
export function initPageMotion(): void {
	initSmoothScroll();
	initTitleReveal();
}
