/**
 * Scripts and islands wait for a page's first paint (src/page-speed/after-first-paint.ts and the inline
 * loader of src/page-speed/defer-scripts.ts); at the latest this long after, they start anyway.
 * A module of its own, importing nothing: the island directives are bundled with everything
 * they import, and src/defaults.ts would bring its template-literal URL into every page.
 */
export const AFTER_PAINT_FALLBACK_MS = 2000;
