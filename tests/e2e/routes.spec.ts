import { ROUTES, type RouteEntry } from '../../src/config/routes';
import { MESSAGES } from '../../src/config/messages';
import { DEFAULT_SITE_NAME, DEFAULT_SITE_URL } from '../../src/defaults';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

// The suite builds the demo's community profile.
const siteName = DEFAULT_SITE_NAME;
/** Canonical and sitemap URLs use the configured public address, not the test server's. */
const site = process.env.SITE_URL ?? DEFAULT_SITE_URL;
const samples: Record<string, string> = {
	'/ttt/rounds/[roundId]': '/ttt/rounds/42',
	// A TTT player of the demo seed (its random stream is fixed).
	'/players/[steamId]': '/players/76561196855770131',
	'/verify/[token]': '/verify/abc123',
	'/reset-password/[token]': '/reset-password/abc123',
};
/** Pages whose title comes from their data rather than the route table. */
const dataTitles: Record<string, RegExp> = {
	'/ttt/rounds/[roundId]': /^Round #42 on \S+$/,
	'/players/[steamId]': /^\S+: Player Stats$/,
};

/** Routes a visitor without a token can open directly (the others redirect to /login first). */
const openRoutes = (ROUTES as readonly RouteEntry[]).filter(
	(route) => !route.auth && route.path !== '/404',
);

test.describe('every route answers with its meta', () => {
	for (const route of openRoutes) {
		const path = samples[route.path] ?? route.path;
		test(`${path} has status, title, meta and canonical`, async ({ page }) => {
			const response = await page.goto(path);
			expect(response?.status()).toBe(200);
			const title = dataTitles[route.path] ?? route.title;
			const fullTitle =
				typeof title === 'string'
					? `${title} | ${siteName}`
					: new RegExp(`${title.source.slice(0, -1)} \\| ${siteName}$`);
			await expect(page).toHaveTitle(fullTitle);
			const head = page.locator('head');
			await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
			await expect(head.locator('meta[name="keywords"]')).toHaveAttribute('content', /\S/);
			await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
				'href',
				new URL(path, site).href,
			);
			await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', fullTitle);
			await expect(head.locator('meta[property="og:url"]')).toHaveAttribute(
				'content',
				new URL(path, site).href,
			);
			await expect(head.locator('meta[property="og:description"]')).toHaveAttribute(
				'content',
				/\S/,
			);
			await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
				'content',
				/^http.*\.png$/,
			);
			await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
				'content',
				'summary_large_image',
			);
			await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		});
	}
});

test('a route without its own description gets the default one', async ({ page }) => {
	await page.goto('/login');
	await expect(page.locator('meta[name="description"]')).toHaveAttribute(
		'content',
		/Trouble in Terrorist Town and Jailbreak servers/,
	);
	await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});

test('an unknown path answers 404 with the 404 page', async ({ page }) => {
	const response = await page.goto('/this/does/not-exist');
	expect(response?.status()).toBe(404);
	await expect(page.getByRole('heading', { name: MESSAGES.notFound.code })).toBeVisible();
	await expect(page.getByText(MESSAGES.notFound.text)).toBeVisible();
	await page.getByRole('link', { name: MESSAGES.notFound.back }).click();
	await expect(page).toHaveURL('/');
});

test('the 404 page shows 404 once and offers home, servers and rules', async ({ page }) => {
	await page.goto('/this/does/not-exist');
	const main = page.getByRole('main');
	await expect(main.getByRole('heading', { level: 1 })).toHaveAccessibleName(
		MESSAGES.notFound.code,
	);
	expect((await main.innerText()).match(/404/g)).toHaveLength(1);
	const links = {
		[MESSAGES.notFound.back]: '/',
		'Browse servers': '/servers',
		'Read the rules': '/rules/community',
	};
	for (const [name, href] of Object.entries(links)) {
		await expect(main.getByRole('link', { name })).toHaveAttribute('href', href);
	}
	await expectNoAxeViolations(page);
});

test('/error renders the error page', async ({ page }) => {
	const response = await page.goto('/error');
	expect(response?.status()).toBe(200);
	await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
	await expect(page.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
});

for (const width of [390, 1440]) {
	test(`at ${width} px the letters of 'Oops' keep clear of the title below`, async ({ page }) => {
		await page.setViewportSize({ width, height: 900 });
		await page.goto('/error');
		await page.evaluate(() => document.fonts.ready);
		// The drawn bottom of the code: its baseline plus how far the 'p' reaches below it.
		const inkBottom = await page.locator('.status__code').evaluate((code) => {
			const range = document.createRange();
			range.selectNodeContents(code);
			const style = getComputedStyle(code);
			const context = document.createElement('canvas').getContext('2d')!;
			context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
			const metrics = context.measureText(code.textContent ?? '');
			const line = range.getBoundingClientRect();
			return line.top + metrics.fontBoundingBoxAscent + metrics.actualBoundingBoxDescent;
		});
		const titleTop = await page
			.getByRole('heading', { name: 'Something went wrong' })
			.evaluate((title) => {
				const range = document.createRange();
				range.selectNodeContents(title);
				const style = getComputedStyle(title);
				const context = document.createElement('canvas').getContext('2d')!;
				context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
				const metrics = context.measureText('S');
				// The top of the capitals: baseline minus their height.
				return (
					range.getBoundingClientRect().top +
					metrics.fontBoundingBoxAscent -
					metrics.actualBoundingBoxAscent
				);
			});
		expect(titleTop - inkBottom).toBeGreaterThanOrEqual(12);
	});
}

const sections = [
	{ path: '/rules', first: '/rules/community' },
	{ path: '/ttt', first: '/ttt/rounds' },
	{ path: '/jailbreak', first: '/jailbreak/noscope' },
];

for (const { path, first } of sections) {
	test(`${path} redirects (302) to its first page ${first}`, async ({ page }) => {
		const response = await page.request.get(path, { maxRedirects: 0 });
		expect(response.status()).toBe(302);
		expect(response.headers().location).toBe(first);
		await page.goto(path);
		await expect(page).toHaveURL(first);
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
	});
}

test('/admin redirects to /admin/game-servers, whose guard asks for a login', async ({ page }) => {
	await page.goto('/admin');
	await expect(page).toHaveURL('/login?redirect=%2Fadmin%2Fgame-servers');
});

const shortcuts = [
	{ path: '/eu/ttt', label: 'EU TTT', address: '203.0.113.10:27015' },
	{ path: '/eu/jailbreak', label: 'EU Jailbreak', address: '203.0.113.11:27015' },
	{ path: '/na/ttt', label: 'NA TTT', address: '198.51.100.20:27015' },
];

for (const shortcut of shortcuts) {
	test(`${shortcut.path} goes home and launches the game on ${shortcut.label}`, async ({
		page,
	}) => {
		const link = `steam://run/730//+connect%20${shortcut.address}`;
		const launched = page.waitForRequest((request) => request.url() === link);
		const response = await page.request.get(shortcut.path, { maxRedirects: 0 });
		expect(response.status()).toBe(302);
		await page.goto(shortcut.path, { waitUntil: 'commit' });
		await launched;
		await expect(page).toHaveURL('/');
		const notice = page.getByRole('status').filter({ hasText: 'Launching' });
		await expect(notice).toContainText(shortcut.label);
		await expect(notice.getByRole('link', { name: 'Connect manually' })).toHaveAttribute(
			'href',
			link,
		);
	});
}

/** An image the test adds to the page and holds: the page's load event waits for it. */
const HELD_IMAGE = '/images/default-avatar.svg?held';

/**
 * Opens a shortcut with the game launch held back. The page launches on its load event, and a
 * launched game link (a dialog in a real browser) stops a headless browser's input. Nothing of
 * the page itself holds its load event (its CSS is inline, images wait till they are needed),
 * so the test adds an image that does, and holds it until `launch()` lets it through.
 */
async function openShortcut(page: import('@playwright/test').Page, path: string) {
	let release: () => void = () => {};
	const held = new Promise<void>((resolve) => (release = resolve));
	await page.route(`**${HELD_IMAGE}`, async (route) => {
		await held;
		await route.continue();
	});
	await page.addInitScript((src) => {
		document.addEventListener('DOMContentLoaded', () => {
			const image = Object.assign(document.createElement('img'), { src, alt: '', hidden: true });
			document.body.append(image);
		});
	}, HELD_IMAGE);
	await page.goto(path, { waitUntil: 'domcontentloaded' });
	await expect(page).toHaveURL('/');
	return {
		async launch() {
			const launched = page.waitForRequest((request) => request.url().startsWith('steam://'));
			release();
			await launched;
		},
	};
}

test.describe('the launch notice on a phone', () => {
	test.use({ viewport: { width: 390, height: 844 } });

	for (const shortcut of shortcuts) {
		test(`${shortcut.path}: the notice, its fallback and Copy IP are in view`, async ({
			page,
			context,
		}) => {
			await context.grantPermissions(['clipboard-read', 'clipboard-write']);
			const shortcutPage = await openShortcut(page, shortcut.path);
			const notice = page.getByRole('status').filter({ hasText: 'Launching' });
			await expect(notice).toContainText(shortcut.label);
			expect(await page.evaluate(() => window.scrollY)).toBe(0);
			await expect(notice).toBeInViewport({ ratio: 1 });
			await expect(notice.getByRole('link', { name: 'Connect manually' })).toBeInViewport();
			const copy = notice.getByRole('button', { name: 'Copy IP' });
			await expect(copy).toBeInViewport();
			await copy.click();
			await expect(
				page.getByRole('status').filter({ hasText: MESSAGES.servers.ipCopied }),
			).toBeVisible();
			expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shortcut.address);
			await expectNoAxeViolations(page);
			// Once the page has loaded, the game link is launched with the notice still there.
			await shortcutPage.launch();
			await expect(notice).toBeVisible();
		});
	}

	test('a refused copy is logged and says nothing', async ({ page }) => {
		await page.addInitScript(() => {
			Object.defineProperty(navigator, 'clipboard', {
				value: { writeText: () => Promise.reject(new Error('denied')) },
			});
		});
		const logged: string[] = [];
		page.on('console', (message) => {
			if (message.type() === 'error') logged.push(message.text());
		});
		const shortcutPage = await openShortcut(page, '/eu/ttt');
		await page.getByRole('button', { name: 'Copy IP' }).click();
		await expect.poll(() => logged.join('\n')).toContain(MESSAGES.servers.copyFailed);
		await expect(page.getByText(MESSAGES.servers.ipCopied)).toHaveCount(0);
		await shortcutPage.launch();
	});

	test('the notice can be dismissed', async ({ page }) => {
		const shortcutPage = await openShortcut(page, '/na/ttt');
		const notice = page.getByRole('status').filter({ hasText: 'Launching' });
		await notice.getByRole('button', { name: 'Dismiss' }).click();
		await expect(notice).toBeHidden();
		await shortcutPage.launch();
	});
});

test('the sitemap lists the public routes and robots.txt points to it', async ({ request }) => {
	const sitemap = await request.get('/sitemap.xml');
	expect(sitemap.status()).toBe(200);
	expect(sitemap.headers()['content-type']).toContain('xml');
	const xml = await sitemap.text();
	for (const path of [
		'/',
		'/servers',
		'/staff',
		'/rules/jb',
		'/ttt/rounds',
		'/jailbreak/noscope',
	]) {
		expect(xml).toContain(`<loc>${new URL(path, site).href}</loc>`);
	}
	for (const hidden of [
		'/profile',
		'/admin',
		'/login',
		'/jailbreak/poop',
		'/rules',
		'/ttt',
		'/jailbreak',
	]) {
		expect(xml).not.toContain(`<loc>${new URL(hidden, site).href}</loc>`);
	}
	const robots = await request.get('/robots.txt');
	expect(await robots.text()).toContain(`Sitemap: ${new URL('/sitemap.xml', site).href}`);
});

test.describe('security headers', () => {
	for (const path of [
		'/',
		'/servers',
		'/ttt/rounds/7',
		'/api/health',
		'/api/unknown',
		'/favicon.svg',
		'/nope',
	]) {
		test(`${path} carries the security headers`, async ({ request }) => {
			const response = await request.get(path);
			const headers = response.headers();
			const policy = headers['content-security-policy'] ?? '';
			expect(policy).toContain("default-src 'self'");
			expect(policy).toContain("frame-ancestors 'none'");
			expect(policy).toMatch(
				/script-src 'self'[^;]* https:\/\/challenges\.cloudflare\.com https:\/\/js\.stripe\.com/,
			);
			expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
			expect(headers['x-content-type-options']).toBe('nosniff');
			expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
			expect(headers['x-frame-options']).toBe('DENY');
		});
	}
});

test('the API answers unknown paths with JSON 404', async ({ request }) => {
	const response = await request.get('/api/no/such/thing');
	expect(response.status()).toBe(404);
	expect(await response.json()).toEqual({ message: expect.any(String) });
});

test('the API refuses bodies over 64 KB with 413 through the real server', async ({ request }) => {
	const response = await request.post('/api/auth/login', {
		headers: { 'Content-Type': 'application/json' },
		data: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(70 * 1024) }),
	});
	expect(response.status()).toBe(413);
	expect(await response.json()).toEqual({ message: expect.any(String) });
});
