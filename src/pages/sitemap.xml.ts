import type { APIRoute } from 'astro';
import { getSitemapPaths } from '../config/routes';

/** Lists every public route for search engines. */
export const GET: APIRoute = ({ site }) => {
	const base = site ?? new URL('http://localhost:4321');
	const urls = getSitemapPaths()
		.map((path) => `\t<url><loc>${new URL(path, base).href}</loc></url>`)
		.join('\n');
	const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
	return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
