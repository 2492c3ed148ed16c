import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { BOT_CHECK_CHOICE_KEY } from '@/config/constants';
import { waitForLivePages } from './page-live';
import { animationsFinished } from './settle';

const turnstileFake = readFileSync(
	new URL('../../fixtures/turnstile-fake.js', import.meta.url),
	'utf8',
);
const stripeFake = readFileSync(new URL('../../fixtures/stripe-fake.js', import.meta.url), 'utf8');

/**
 * Asks for Cloudflare's bot check (the demo build shows its local demo check otherwise, as a
 * demo visitor who chose "Use Cloudflare's check" would) and replaces Cloudflare's Turnstile
 * script with the local fake. In the page, `window.__turnstile` then solves (`solve()`), fails
 * (`error()`) or expires (`expire()`) the widget on demand; `autoSolve` solves every widget as
 * soon as it renders.
 */
export async function fakeTurnstile(page: Page, options: { autoSolve?: boolean } = {}) {
	await page.addInitScript(
		(key) => sessionStorage.setItem(key, 'cloudflare'),
		BOT_CHECK_CHOICE_KEY,
	);
	if (options.autoSolve)
		await page.addInitScript(
			() => ((window as never as Record<string, unknown>).__turnstileAutoSolve = true),
		);
	await page.route('https://challenges.cloudflare.com/**', (route) =>
		route.fulfill({ contentType: 'text/javascript', body: turnstileFake }),
	);
}

/** Replaces Stripe.js with the local fake; `window.__stripe` records how the page used it. */
export async function fakeStripe(page: Page) {
	await page.route('https://js.stripe.com/**', (route) =>
		route.fulfill({ contentType: 'text/javascript', body: stripeFake }),
	);
}

/** Fails the test when axe finds WCAG 2.1 A/AA violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page, include?: string) {
	// A dialog or notice still fading in has text at part opacity: check what stays on screen.
	await animationsFinished(page);
	let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
	if (include) builder = builder.include(include);
	const { violations } = await builder.analyze();
	const summary = violations.map(
		(v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
	);
	expect(summary, 'axe violations').toEqual([]);
}

/**
 * Waits until the island holding `inside` has hydrated (Astro drops the island's `ssr`
 * attribute then): its server-rendered buttons exist before their handlers do.
 */
export async function expectHydrated(inside: Locator): Promise<void> {
	await expect(inside.page().locator('astro-island', { has: inside }).last()).not.toHaveAttribute(
		'ssr',
	);
}

/**
 * Test with the page failing on any uncaught script error or CSP violation, whose pages are
 * live (scripts run, islands hydrated) when `goto`, `reload`, `goBack` or `goForward` returns.
 */
export const test = base.extend<{ failOnPageErrors: void }>({
	// Named so: the hooks lint rule takes a fixture's `use` for React's when the function has a name.
	context: async ({ context }, provide) => {
		await waitForLivePages(context);
		await provide(context);
	},
	failOnPageErrors: [
		async ({ page }, use) => {
			const problems: string[] = [];
			page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
			page.on('console', (message) => {
				if (
					message.type() === 'error' &&
					/Content Security Policy|Refused to/.test(message.text())
				) {
					problems.push(`csp: ${message.text()}`);
				}
			});
			await use();
			expect(problems, 'script errors or CSP violations').toEqual([]);
		},
		{ auto: true },
	],
});

export { expect };
