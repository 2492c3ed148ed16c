// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
	FONTS_LOADED_STORAGE_KEY,
	FONTS_PENDING_ATTRIBUTE,
	loadWebFontsAfterPaint,
	swapInWebFonts,
} from '../../src/lib/web-fonts';

/** A font loader whose loads the test settles one by one, by the font asked for. */
function controlledFonts() {
	const pending = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
	const load = vi.fn(
		(font: string) =>
			new Promise<unknown>((resolve, reject) => {
				pending.set(font, { resolve: () => resolve([]), reject });
			}),
	);
	return { load, pending };
}

const OXANIUM = '1em "Oxanium Variable"';
const INTER = '1em "Inter Variable"';

const root = document.documentElement;
const pendingAttribute = () => root.hasAttribute(FONTS_PENDING_ATTRIBUTE);

/** Lets the reactions of every promise settled so far run (one task later). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Gives jsdom's document a FontFaceSet with a loader the test controls. */
function stubDocumentFonts(load: (font: string) => Promise<unknown>) {
	Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
}

beforeEach(() => {
	root.setAttribute(FONTS_PENDING_ATTRIBUTE, '');
	localStorage.clear();
});

afterEach(() => {
	root.removeAttribute(FONTS_PENDING_ATTRIBUTE);
	Reflect.deleteProperty(document, 'fonts');
	vi.useRealTimers();
});

describe('swapInWebFonts', () => {
	it('loads both families and swaps them in only once both are in', async () => {
		const fonts = controlledFonts();
		const storage = { setItem: vi.fn() };
		const swapped = swapInWebFonts(fonts, root, storage);
		expect(fonts.load.mock.calls.map(([font]) => font).sort()).toEqual([INTER, OXANIUM]);

		fonts.pending.get(OXANIUM)!.resolve();
		await settle();
		expect(pendingAttribute()).toBe(true);
		expect(storage.setItem).not.toHaveBeenCalled();

		fonts.pending.get(INTER)!.resolve();
		await swapped;
		expect(pendingAttribute()).toBe(false);
		expect(storage.setItem).toHaveBeenCalledExactlyOnceWith(FONTS_LOADED_STORAGE_KEY, '1');
	});

	it('keeps the fallbacks and stores nothing when a face fails to load', async () => {
		const fonts = controlledFonts();
		const storage = { setItem: vi.fn() };
		const swapped = swapInWebFonts(fonts, root, storage);
		fonts.pending.get(OXANIUM)!.resolve();
		fonts.pending.get(INTER)!.reject(new Error('network'));
		await expect(swapped).rejects.toThrow('network');
		expect(pendingAttribute()).toBe(true);
		expect(storage.setItem).not.toHaveBeenCalled();
	});

	it('swaps the fonts in when storage refuses the flag or is missing', async () => {
		const full = {
			setItem: () => {
				throw new DOMException('full', 'QuotaExceededError');
			},
		};
		await expect(swapInWebFonts({ load: async () => [] }, root, full)).resolves.toBeUndefined();
		expect(pendingAttribute()).toBe(false);

		root.setAttribute(FONTS_PENDING_ATTRIBUTE, '');
		await swapInWebFonts({ load: async () => [] }, root, undefined);
		expect(pendingAttribute()).toBe(false);
	});
});

describe('loadWebFontsAfterPaint', () => {
	it('starts loading after the next frame and remembers the fonts for later pages', async () => {
		const load = vi.fn(async () => []);
		stubDocumentFonts(load);
		vi.useFakeTimers();
		loadWebFontsAfterPaint();
		expect(load).not.toHaveBeenCalled();
		vi.advanceTimersToNextFrame();
		vi.advanceTimersToNextTimer();
		expect(load).toHaveBeenCalledTimes(2);
		vi.useRealTimers();
		await expect.poll(pendingAttribute).toBe(false);
		expect(localStorage.getItem(FONTS_LOADED_STORAGE_KEY)).toBe('1');
	});

	it('loads nothing on a page that already uses the web fonts', () => {
		root.removeAttribute(FONTS_PENDING_ATTRIBUTE);
		const load = vi.fn(async () => []);
		stubDocumentFonts(load);
		vi.useFakeTimers();
		loadWebFontsAfterPaint();
		vi.runAllTimers();
		expect(load).not.toHaveBeenCalled();
	});

	it('warns and keeps the fallbacks when a font fails', async () => {
		const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
		stubDocumentFonts(async () => {
			throw new Error('offline');
		});
		vi.useFakeTimers();
		loadWebFontsAfterPaint();
		vi.runAllTimers();
		vi.useRealTimers();
		await expect.poll(() => warned.mock.calls.length).toBe(1);
		expect(warned).toHaveBeenCalledWith('Web fonts did not load:', expect.any(Error));
		expect(pendingAttribute()).toBe(true);
		expect(localStorage.getItem(FONTS_LOADED_STORAGE_KEY)).toBeNull();
	});
});
