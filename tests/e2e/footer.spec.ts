import { expect, test } from './support/fixtures';
import { animationsFinished, nextFrames } from './support/settle';

// Pages as most visitors see them, animations included (the suite's default is reduced motion).
test.use({ reducedMotion: 'no-preference' });

test('the footer has its columns, links, Discord invite and copyright line', async ({ page }) => {
	await page.goto('/servers');
	const footer = page.getByRole('contentinfo');
	await expect(footer.getByRole('link', { name: /back to top/ })).toHaveAttribute('href', '#');
	const links = {
		Servers: '/servers',
		'Project Team': '/staff',
		'Community Guidelines': '/rules/community',
		'TTT Server Rules': '/rules/ttt',
		'JB Server Rules': '/rules/jb',
	};
	for (const [name, href] of Object.entries(links)) {
		await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
	}
	await expect(footer.getByRole('link', { name: /Discord/ })).toHaveAttribute(
		'href',
		/^https:\/\/discord\.gg\//,
	);
	await expect(footer.getByRole('navigation', { name: 'Quick Links' })).toBeVisible();
	await expect(footer.getByRole('navigation', { name: 'Other' })).toBeVisible();
	const host = new URL(page.url()).host;
	await expect(footer).toContainText(`© ${new Date().getFullYear()} ${host}`);
});

test('the copyright year is the year the page is viewed, before any script file runs', async ({
	page,
}) => {
	// A visitor in a year after the build, whose page has not started its scripts yet.
	await page.clock.setFixedTime(new Date('2049-01-05T12:00:00Z'));
	await page.route('**/_astro/*.js', (route) => route.abort());
	await page.goto('/rules/ttt');
	const host = new URL(page.url()).host;
	await expect(page.getByRole('contentinfo')).toContainText(`© 2049 ${host}`);
});

test('footer headings reveal character by character when scrolled into view', async ({ page }) => {
	const gsapRequests: string[] = [];
	page.on('request', (request) => {
		if (/gsap|ScrollTrigger|SplitText/i.test(request.url())) gsapRequests.push(request.url());
	});
	// A short window keeps every animated title far below the fold at first.
	await page.setViewportSize({ width: 1440, height: 400 });
	await page.goto('/');
	await page.waitForLoadState('networkidle');
	expect(gsapRequests, 'GSAP waits until an animated title is near').toEqual([]);

	await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
	const heading = page.getByRole('contentinfo').getByRole('heading', { name: 'Quick Links' });
	// SplitText wraps each character; they end fully visible and in place.
	await expect(heading.locator('div div').first()).toBeAttached();
	await expect(async () => {
		const chars = await heading
			.locator('div div')
			.evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).opacity));
		expect(chars.length).toBe('Quick Links'.replace(' ', '').length);
		expect(chars.every((opacity) => opacity === '1')).toBe(true);
	}).toPass({ timeout: 5000 });
	await expect(heading).toHaveAccessibleName('Quick Links');
});

test.describe('with reduced motion', () => {
	test.use({ reducedMotion: 'reduce' });

	test('nothing animates and the headings are plain text', async ({ page }) => {
		await page.goto('/');
		await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
		// The footer's observer has had its frames to react, were it animating.
		await nextFrames(page);
		await animationsFinished(page);
		const heading = page.getByRole('contentinfo').getByRole('heading', { name: 'Quick Links' });
		await expect(heading).toBeVisible();
		expect(await heading.evaluate((node) => node.children.length)).toBe(0);
	});
});

test('the footer logo scrolls back to the top smoothly, not in one jump', async ({ page }) => {
	await page.goto('/');
	await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
	// Scrolling down hydrates the home page's islands; let them settle first.
	await page.waitForLoadState('networkidle');
	const start = await page.evaluate(() => {
		window.scrollTo(0, document.body.scrollHeight);
		// Every position the page passes through on its way up (the 1 s timing itself is unit
		// tested in easing.test.ts; a browser on a busy machine cannot be timed reliably).
		const seen: number[] = [];
		(window as unknown as { __scrolls: number[] }).__scrolls = seen;
		window.addEventListener('scroll', () => seen.push(window.scrollY));
		return window.scrollY;
	});
	expect(start).toBeGreaterThan(0);
	await page
		.getByRole('contentinfo')
		.getByRole('link', { name: /back to top/ })
		.click();
	await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBe(0);
	const positions = await page.evaluate(
		() => (window as unknown as { __scrolls: number[] }).__scrolls,
	);
	const between = positions.filter((y) => y > 0 && y < start);
	expect(between.length, 'positions passed on the way up').toBeGreaterThan(1);
});

for (const width of [390, 1440]) {
	test(`at ${width} px the divider above the copyright spans the content, not the gutters`, async ({
		page,
	}) => {
		await page.setViewportSize({ width, height: 900 });
		await page.goto('/servers');
		const footer = page.getByRole('contentinfo');
		// The content's edges: the logo column starts it, the grid's padding box less its padding.
		const content = await footer.locator('.footer__grid').evaluate((grid) => {
			const box = grid.getBoundingClientRect();
			const style = getComputedStyle(grid);
			return {
				left: box.left + parseFloat(style.paddingLeft),
				right: box.right - parseFloat(style.paddingRight),
			};
		});
		const divider = await footer.getByText(/^© \d{4} /).evaluate((line) => {
			// The first ancestor-or-self with a top border draws the divider.
			let element: Element | null = line;
			while (element && parseFloat(getComputedStyle(element).borderTopWidth) === 0) {
				element = element.parentElement;
			}
			const box = element!.getBoundingClientRect();
			return { left: box.left, right: box.right };
		});
		expect(Math.abs(divider.left - content.left)).toBeLessThanOrEqual(1);
		expect(Math.abs(divider.right - content.right)).toBeLessThanOrEqual(1);
	});
}
