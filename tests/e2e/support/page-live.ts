import type { BrowserContext, Page } from '@playwright/test';

// A page paints first and starts its scripts and `client:painted` islands after that paint
// (src/page-speed/defer-scripts.ts, src/page-speed/painted-directive.ts), often after the `load` event
// `goto` waits for. A test that clicks the header or an island right after `goto` would act on
// server HTML whose handlers are not there yet, which no visitor does: they see the page first.

interface LiveTracking {
	/** The scripts and `client:painted` islands of the document that have not started yet. */
	__pendingParts?: () => string[];
}

/** In every document: remembers each external script that has run, and names what has not. */
function trackPageParts() {
	const ran = new Set<string>();
	const record = (event: Event) => {
		if (event.target instanceof HTMLScriptElement && event.target.src) ran.add(event.target.src);
	};
	// A script's load event reaches the document (not the window) after the script has run.
	document.addEventListener('load', record, true);
	document.addEventListener('error', record, true);
	const pendingParts = () => {
		const scripts = [...document.querySelectorAll('script[type="after-paint"]')]
			.map((script) => new URL(script.getAttribute('data-src') ?? '', document.baseURI).href)
			.filter((src) => !ran.has(src));
		const islands = [...document.querySelectorAll('astro-island[client="painted"][ssr]')].map(
			(island) => `island ${island.getAttribute('component-url')}`,
		);
		return [...scripts, ...islands];
	};
	Object.defineProperty(window, '__pendingParts', { value: pendingParts });
}

/**
 * Waits until the page is live: every script its loader starts after the first paint has run,
 * and every `client:painted` island has hydrated. A page without them is live at once.
 */
async function pageLive(page: Page): Promise<void> {
	const pending = () => (window as LiveTracking).__pendingParts?.() ?? [];
	try {
		await page.waitForFunction(
			() => ((window as LiveTracking).__pendingParts?.() ?? []).length === 0,
		);
	} catch (error) {
		const left = await page.evaluate(pending).catch(() => ['(the page is gone)']);
		throw new Error(`The page never became live; still waiting for ${left.join(', ')}`, {
			cause: error,
		});
	}
}

const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'] as const;

/** Makes `goto`, `reload`, `goBack` and `goForward` of a page also wait until it is live. */
function waitForLiveAfterNavigation(page: Page) {
	for (const name of NAVIGATIONS) {
		const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
		Object.assign(page, {
			[name]: async (...args: unknown[]) => {
				const response = await navigate(...args);
				const options = args.find((arg): arg is { waitUntil?: string } => {
					return typeof arg === 'object' && arg !== null;
				});
				// A test that asks for an earlier moment (`commit`, `domcontentloaded`) gets it.
				const untilLoad = !options?.waitUntil || options.waitUntil === 'load';
				if (response !== null && untilLoad) await pageLive(page);
				return response;
			},
		});
	}
}

/** Every page of the context waits, after each navigation, until it is live. */
export async function waitForLivePages(context: BrowserContext): Promise<void> {
	await context.addInitScript(trackPageParts);
	context.on('page', waitForLiveAfterNavigation);
}
