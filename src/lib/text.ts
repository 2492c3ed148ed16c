/**
 * Cuts a text to `max` characters and adds `suffix` when it was longer; a shorter text comes back
 * as it is. Trailing spaces before the suffix are dropped, so it never reads 'word ...'.
 */
export function truncateText(text: string, max: number, suffix = '...'): string {
	if (text.length <= max) return text;
	return `${text.slice(0, max).trimEnd()}${suffix}`;
}

/** The first `count` words of a text, with `suffix` when words were left out. */
export function firstWords(text: string, count: number, suffix = '…'): string {
	const words = text.trim().split(/\s+/);
	if (words.length <= count) return text.trim();
	// 'it.…' reads as a typo: the cut drops the punctuation it ends on.
	return `${words
		.slice(0, count)
		.join(' ')
		.replace(/[.,;:!?]+$/, '')}${suffix}`;
}
