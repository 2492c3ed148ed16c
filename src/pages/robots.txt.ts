import type { APIRoute } from 'astro';

/** Lets crawlers in, keeps them out of the admin area and the API, and names the sitemap. */
export const GET: APIRoute = ({ site }) => {
	const sitemap = new URL('/sitemap.xml', site ?? 'http://localhost:4321').href;
	const body = [
		'User-agent: *',
		'Allow: /',
		'Disallow: /admin',
		'Disallow: /api/',
		`Sitemap: ${sitemap}`,
	];
	return new Response(`${body.join('\n')}\n`, {
		headers: { 'Content-Type': 'text/plain; charset=utf-8' },
	});
};
