import { readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, sep } from 'node:path';
import sirv from 'sirv';
import { DOCUMENT_ONLY_HEADERS } from './security-headers';

/**
 * Files a browser only ever uses inside a page, never shows as a document of their own. HTML
 * and SVG (which can run script when opened directly) keep the document headers.
 */
const SUBRESOURCE_EXTENSIONS = new Set([
	'.css',
	'.js',
	'.mjs',
	'.woff2',
	'.woff',
	'.png',
	'.jpg',
	'.jpeg',
	'.webp',
	'.avif',
	'.gif',
	'.ico',
]);

/** Build assets have a content hash in their name, so they never change under one URL. */
const IMMUTABLE_PREFIX = '/_astro/';

/** Cache-Control of a static file: hashed assets forever, everything else revalidated. */
export function staticCacheControl(pathname: string): string {
	return pathname.startsWith(IMMUTABLE_PREFIX) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The page file a path is served from ('/support' → 'support/index.html'), or null. */
function pageFile(pathname: string): string | null {
	const extension = extname(pathname);
	if (extension === '.html') return pathname.slice(1);
	if (extension !== '') return null;
	const inner = pathname.replace(/^\/+|\/+$/g, '');
	return inner ? `${inner}/index.html` : 'index.html';
}

/** Folders of the client build that hold a page ('support'), read once: the build is fixed. */
function pageFolders(root: string): Set<string> {
	const files = readdirSync(root, { recursive: true, encoding: 'utf8' });
	const suffix = `${sep}index.html`;
	return new Set(
		files
			.filter((file) => file.endsWith(suffix))
			.map((file) => file.slice(0, -suffix.length).split(sep).join('/')),
	);
}

/**
 * Serves the client build itself (before Astro) through sirv, which indexes the folder once at
 * start (no file system lookup per request, no path outside it, no dot files but .well-known)
 * and sends the build's `.br`/`.gz` files when the client takes them. This adds the site's
 * rules: a folder's trailing slash redirects to the path without it, each page its own
 * Content-Security-Policy, no document headers on subresources, cache headers by kind. Answers
 * false for anything it does not serve, for Astro to handle.
 */
export function createStaticFileHandler(
	clientDir: string,
	{
		documentPolicy = () => undefined,
	}: {
		/** The policy of a page, by its file under the client folder ('support/index.html'). */
		documentPolicy?: (file: string) => string | undefined;
	} = {},
) {
	const folders = pageFolders(clientDir);
	const serve = sirv(clientDir, {
		dev: false,
		etag: true,
		brotli: true,
		gzip: true,
		extensions: ['html'],
		setHeaders(res, pathname) {
			const page = pageFile(pathname);
			const policy = page ? documentPolicy(page) : undefined;
			if (policy) res.setHeader('Content-Security-Policy', policy);
			res.setHeader('Cache-Control', staticCacheControl(pathname));
		},
	});
	return (req: IncomingMessage, res: ServerResponse): boolean => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return false;
		const url = req.url ?? '/';
		const queryStart = url.indexOf('?');
		const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
		if (pathname.length > 1 && pathname.endsWith('/')) {
			// normaliseRequestUrl has collapsed repeated slashes; stripping them at both ends
			// again keeps the target a path on this host whatever the caller passed in.
			const inner = pathname.replace(/^\/+|\/+$/g, '');
			if (!folders.has(safeDecode(inner))) return false;
			res.writeHead(301, {
				Location: `/${inner}${queryStart === -1 ? '' : url.slice(queryStart)}`,
			});
			res.end();
			return true;
		}
		// Taken off before sirv looks, since its 304 answers go out before its setHeaders runs;
		// put back when the file is not there and Astro answers instead.
		const removed = SUBRESOURCE_EXTENSIONS.has(extname(pathname))
			? DOCUMENT_ONLY_HEADERS.map((name) => [name, res.getHeader(name)] as const)
			: [];
		for (const [name] of removed) res.removeHeader(name);
		let served = true;
		serve(req, res, () => {
			served = false;
			for (const [name, value] of removed) if (value !== undefined) res.setHeader(name, value);
		});
		return served;
	};
}

function safeDecode(path: string): string {
	try {
		return decodeURIComponent(path);
	} catch {
		return path;
	}
}
