/**
 * The one rule Astro writes as a `<style>` element just before a page's first island (astro's
 * runtime/server/scripts.js, ISLAND_STYLES). A `<style>` is valid HTML only in the head, so it
 * moves there; a test over the build (tests/e2e/valid-pages.spec.ts) fails when Astro writes it
 * elsewhere or differently.
 */
const ISLAND_STYLE_ELEMENT =
	'<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

/** Moves Astro's island `<style>` from the body to the end of the head; other pages unchanged. */
export function moveIslandStyleToHead(html: string): string {
	const headEnd = html.indexOf('</head>');
	const style = html.indexOf(ISLAND_STYLE_ELEMENT, headEnd);
	if (headEnd === -1 || style === -1) return html;
	return (
		html.slice(0, headEnd) +
		ISLAND_STYLE_ELEMENT +
		html.slice(headEnd, style) +
		html.slice(style + ISLAND_STYLE_ELEMENT.length)
	);
}
