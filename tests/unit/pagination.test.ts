import { describe, expect, it } from 'vitest';
import {
	clampPage,
	getPageItems,
	pageCount,
	pageOf,
	parsePageParam,
	searchWithPage,
} from '../../src/lib/pagination';

describe('getPageItems', () => {
	it.each([
		// One page.
		[1, 1, [1]],
		// Seven pages: all of them, wherever the current page is.
		[1, 7, [1, 2, 3, 4, 5, 6, 7]],
		[4, 7, [1, 2, 3, 4, 5, 6, 7]],
		[7, 7, [1, 2, 3, 4, 5, 6, 7]],
		// Eight pages: first, last and two either side of the current page.
		[1, 8, [1, 2, 3, 'end-ellipsis', 8]],
		[4, 8, [1, 2, 3, 4, 5, 6, 'end-ellipsis', 8]],
		[5, 8, [1, 'start-ellipsis', 3, 4, 5, 6, 7, 8]],
		[8, 8, [1, 'start-ellipsis', 6, 7, 8]],
		// Fifty pages.
		[1, 50, [1, 2, 3, 'end-ellipsis', 50]],
		[25, 50, [1, 'start-ellipsis', 23, 24, 25, 26, 27, 'end-ellipsis', 50]],
		[50, 50, [1, 'start-ellipsis', 48, 49, 50]],
	])('page %i of %i', (current, total, expected) => {
		expect(getPageItems(current, total)).toEqual(expected);
	});

	it('gives nothing for no pages', () => {
		expect(getPageItems(1, 0)).toEqual([]);
	});

	it('clamps a current page outside the range', () => {
		expect(getPageItems(99, 50)).toEqual(getPageItems(50, 50));
		expect(getPageItems(-3, 50)).toEqual(getPageItems(1, 50));
	});
});

describe('page parameters', () => {
	it('counts at least one page', () => {
		expect(pageCount(0, 15)).toBe(1);
		expect(pageCount(15, 15)).toBe(1);
		expect(pageCount(16, 15)).toBe(2);
	});

	it('clamps a page past the end to the last one and below 1 to 1', () => {
		expect(clampPage(30, 27)).toBe(27);
		expect(clampPage(0, 27)).toBe(1);
		expect(clampPage(-4, 27)).toBe(1);
		expect(clampPage(5, 27)).toBe(5);
		expect(clampPage(3, 1)).toBe(1);
	});

	it('slices one page', () => {
		const items = Array.from({ length: 40 }, (_, index) => index + 1);
		expect(pageOf(items, 1, 15)).toEqual(items.slice(0, 15));
		expect(pageOf(items, 3, 15)).toEqual([31, 32, 33, 34, 35, 36, 37, 38, 39, 40]);
	});

	it('reads a positive whole page, anything else as page 1', () => {
		expect(parsePageParam('3')).toBe(3);
		for (const value of [null, '', 'abc', '-2', '1.5', '0', '1e3']) {
			expect(parsePageParam(value)).toBe(1);
		}
	});

	it('writes the page beside other parameters and drops it for page 1', () => {
		expect(searchWithPage('?search=dust&page=4', 2)).toBe('?search=dust&page=2');
		expect(searchWithPage('?page=abc', 1)).toBe('');
	});
});
