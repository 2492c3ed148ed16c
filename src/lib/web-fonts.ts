/**
 * Web fonts that never hold up the first paint (issue: largest paint at 1.0 s on a phone).
 *
 * On a first visit the head script marks <html> with FONTS_PENDING_ATTRIBUTE, and tokens.css
 * then sets text in the metric-matched fallbacks (fonts.css), so the page paints without
 * waiting for a font. After that first paint, loadWebFontsAfterPaint fetches both faces and
 * swaps them in at once (no text turns invisible, and the fallbacks' metrics keep the layout
 * still). Later pages find the flag in storage and use the cached fonts from their first paint.
 * Without scripts the attribute is never set, so the fonts load as plain `font-display: swap`.
 */

import { whenFirstPainted } from '../page-speed/after-first-paint';

/** Attribute on <html> while the page shows the fallbacks and the web fonts are on their way. */
export const FONTS_PENDING_ATTRIBUTE = 'data-fonts-pending';

/** localStorage key saying this browser has loaded the web fonts before (so has them cached). */
export const FONTS_LOADED_STORAGE_KEY = 'webFontsLoaded';

/** The @font-face families of fonts.css; each variable file holds every weight the site uses. */
const WEB_FONT_FAMILIES = ['Oxanium Variable', 'Inter Variable'] as const;

interface FontLoader {
	load(font: string): Promise<unknown>;
}

/** Loads every web font face, then lets the page use them: one swap, after the fonts are in. */
export async function swapInWebFonts(
	fonts: FontLoader,
	root: HTMLElement,
	storage: Pick<Storage, 'setItem'> | undefined,
): Promise<void> {
	await Promise.all(WEB_FONT_FAMILIES.map((family) => fonts.load(`1em "${family}"`)));
	root.removeAttribute(FONTS_PENDING_ATTRIBUTE);
	try {
		storage?.setItem(FONTS_LOADED_STORAGE_KEY, '1');
	} catch {
		// Storage may be full or blocked; the next page simply waits for its first paint again.
	}
}

/** Starts the font swap once the browser has painted the page. */
export function loadWebFontsAfterPaint(): void {
	const root = document.documentElement;
	if (!root.hasAttribute(FONTS_PENDING_ATTRIBUTE) || !('fonts' in document)) return;
	whenFirstPainted(() => {
		swapInWebFonts(document.fonts, root, safeLocalStorage()).catch((error: unknown) => {
			// The fallbacks stay: the page is complete without the web fonts.
			console.warn('Web fonts did not load:', error);
		});
	});
}

function safeLocalStorage(): Storage | undefined {
	try {
		return localStorage;
	} catch {
		return undefined;
	}
}
