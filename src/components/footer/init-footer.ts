import { copyrightLine } from './copyright';

/** The footer's copyright line, with this year and the host the page is served from. */
export function initFooter(): void {
	const line = document.querySelector('[data-copyright]');
	if (line) line.textContent = copyrightLine(new Date(), window.location.host);
}
