import { describe, expect, it } from 'vitest';
import { moveIslandStyleToHead } from '../../src/lib/island-style-in-head';

const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('moveIslandStyleToHead', () => {
	it('moves the style Astro writes before the first island to the end of the head', () => {
		const html = `<html><head><title>T</title></head><body><main>${ISLAND_STYLE}<astro-island></astro-island></main></body></html>`;
		expect(moveIslandStyleToHead(html)).toBe(
			`<html><head><title>T</title>${ISLAND_STYLE}</head><body><main><astro-island></astro-island></main></body></html>`,
		);
	});

	it.each([
		['a page without islands', '<html><head></head><body><p>Hi</p></body></html>'],
		[
			'a page whose head already holds it',
			`<html><head>${ISLAND_STYLE}</head><body></body></html>`,
		],
		['a fragment without a head', `<p>${ISLAND_STYLE}</p>`],
	])('leaves %s unchanged', (_name, html) => {
		expect(moveIslandStyleToHead(html)).toBe(html);
	});
});
