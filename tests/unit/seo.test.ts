import { describe, expect, it } from 'vitest';
import { DEFAULT_META, getRoute, type RouteEntry } from '../../src/config/routes';
import { buildPageMeta } from '../../src/lib/seo';

const SITE = new URL('https://play.example.org');
const SITE_NAME = 'Example Gaming';

describe('buildPageMeta', () => {
	it.each([
		['/', 'Home | Example Gaming'],
		['/servers', 'Servers | Example Gaming'],
		['/ttt/rounds', 'TTT Rounds | Example Gaming'],
		['/login', 'Login | Example Gaming'],
	] as const)('titles %s as "%s"', (path, title) => {
		expect(buildPageMeta(getRoute(path), path, SITE, SITE_NAME).title).toBe(title);
	});

	it('uses the route description and keywords when it has them', () => {
		const route: RouteEntry = {
			path: '/x',
			title: 'X',
			description: 'Own description',
			keywords: ['alpha', 'beta'],
		};
		const meta = buildPageMeta(route, '/x', SITE, SITE_NAME);
		expect(meta.description).toBe('Own description');
		expect(meta.keywords).toBe('alpha, beta');
	});

	it.each([
		['no description or keywords', { path: '/x', title: 'X' }],
		['empty keywords', { path: '/x', title: 'X', keywords: [] }],
	] as [string, RouteEntry][])('falls back to the defaults with %s', (_case, route) => {
		const meta = buildPageMeta(route, '/x', SITE, SITE_NAME);
		expect(meta.description).toBe(DEFAULT_META.description);
		expect(meta.keywords).toBe(DEFAULT_META.keywords.join(', '));
	});

	it.each([
		['/', 'https://play.example.org/'],
		['/servers', 'https://play.example.org/servers'],
		['/servers/', 'https://play.example.org/servers'],
		['/rules/jb//', 'https://play.example.org/rules/jb'],
		['/ttt/rounds/42', 'https://play.example.org/ttt/rounds/42'],
	])('canonical of %s is %s', (pathname, canonical) => {
		const route: RouteEntry = { path: pathname, title: 'Page' };
		expect(buildPageMeta(route, pathname, SITE, SITE_NAME).canonical).toBe(canonical);
	});

	it.each([
		['/', 'index, follow'],
		['/servers', 'index, follow'],
		['/login', 'noindex, nofollow'],
		['/profile', 'noindex, nofollow'],
		['/admin', 'noindex, nofollow'],
		['/ttt/rounds/[roundId]', 'noindex, nofollow'],
	] as const)('robots of %s is "%s"', (path, robots) => {
		expect(buildPageMeta(getRoute(path), path, SITE, SITE_NAME).robots).toBe(robots);
	});

	it.each([
		[new URL('https://play.example.org'), 'https://play.example.org/og-image.png'],
		[new URL('http://localhost:4321/'), 'http://localhost:4321/og-image.png'],
	])('social image is absolute on %s', (site, image) => {
		const meta = buildPageMeta(getRoute('/staff'), '/staff', site, SITE_NAME);
		expect(meta.image).toBe(image);
		expect(meta.siteName).toBe(SITE_NAME);
	});
});
