import type { Page } from '@playwright/test';

// Conditions to wait on before checking that something did NOT happen, where no element or
// call appears to wait for. Each waits for an event of the page, never for an amount of time.

/** Waits until the page has rendered `count` more frames: scroll and observer callbacks ran. */
export async function nextFrames(page: Page, count = 2): Promise<void> {
	await page.evaluate(async (frames) => {
		for (let frame = 0; frame < frames; frame++) {
			await new Promise((resolve) => requestAnimationFrame(resolve));
		}
	}, count);
}

/** Waits until every finite CSS animation and transition of the page has finished. */
export async function animationsFinished(page: Page): Promise<void> {
	await page.evaluate(() =>
		Promise.all(
			document
				.getAnimations()
				// A looping pulse or spinner never finishes; only motions with an end are waited for.
				.filter((motion) => motion.effect?.getComputedTiming().endTime !== Infinity)
				// A motion cancelled on the way (its element removed or restyled) is over too:
				// its `finished` rejects with an AbortError.
				.map((motion) => motion.finished.catch(() => undefined)),
		),
	);
}

let barriers = 0;

/**
 * Sends a marker request from the page and waits until Playwright has seen it: every request
 * the page started before it has been seen too, so a recorded list of calls is complete.
 */
export async function networkBarrier(page: Page): Promise<void> {
	const marker = `/robots.txt?barrier=${++barriers}`;
	await Promise.all([
		page.waitForRequest((request) => request.url().endsWith(marker)),
		page.evaluate((url) => fetch(url).then(() => undefined), marker),
	]);
}
