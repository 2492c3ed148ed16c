import { ROUTES, type RouteEntry } from '../../src/config/routes';
import { MESSAGES } from '../../src/config/messages';
import { DEFAULT_SITE_URL } from '../../src/defaults';
import { expect, test } from './support/fixtures';

const siteName = process.env.PUBLIC_SITE_NAME ?? 'Nova Gaming';
/** Canonical and sitemap URLs use the configured public address, not the test server's. */
const site = process.env.SITE_URL ?? DEFAULT_SITE_URL;
const samples: Record<string, string> = {
	'/ttt/rounds/[roundId]': '/ttt/rounds/42',
	'/verify/[token]': '/verify/abc123',
	'/reset-password/[token]': '/reset-password/abc123',
};
/** Pages whose title comes from their data rather than the route table. */
const dataTitles: Record<string, RegExp> = {
	'/ttt/rounds/[roundId]': /^Round #42 on \S+$/,
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

test('/error renders the error page', async ({ page }) => {
	const response = await page.goto('/error');
	expect(response?.status()).toBe(200);
	await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
	await expect(page.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
});

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
	for (const hidden of ['/profile', '/admin', '/login', '/jailbreak/poop']) {
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
