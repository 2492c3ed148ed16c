import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, sep } from 'node:path';
import { pickEncoding, varyOnEncoding } from './encoding';
import { COMPRESSIBLE_EXTENSIONS } from './precompress';
import { DOCUMENT_ONLY_HEADERS } from './security-headers';

const CONTENT_TYPES: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.mjs': 'text/javascript; charset=utf-8',
	'.json': 'application/json; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.xml': 'application/xml; charset=utf-8',
	'.txt': 'text/plain; charset=utf-8',
	'.webmanifest': 'application/manifest+json',
	'.png': 'image/png',
	'.jpg': 'image/jpeg',
	'.jpeg': 'image/jpeg',
	'.webp': 'image/webp',
	'.avif': 'image/avif',
	'.gif': 'image/gif',
	'.ico': 'image/x-icon',
	'.woff2': 'font/woff2',
	'.woff': 'font/woff',
};

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
export const IMMUTABLE_PREFIX = '/_astro/';

/** Cache-Control of a static file: hashed assets forever, everything else revalidated. */
export function staticCacheControl(pathname: string): string {
	return pathname.startsWith(IMMUTABLE_PREFIX) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Files up to this size are kept in memory once read; larger ones stream from disk. */
const MAX_CACHED_FILE_BYTES = 512 * 1024;
/** Memory the file cache may take in all. */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;
/** Paths whose stat answer is kept; the map starts over past this, so junk paths stay bounded. */
const MAX_CACHED_STATS = 20_000;

type FileInfo = Stats | undefined;

/**
 * What the build folder holds, remembered: it does not change while the server runs (a new
 * build is served after a restart). A page then costs one turn of the event loop instead of
 * several file system calls, which keeps pages fast while a flood keeps the loop busy.
 */
function createFileCache() {
	const stats = new Map<string, Promise<FileInfo>>();
	const bodies = new Map<string, Promise<Buffer>>();
	let cachedBytes = 0;
	return {
		stat(path: string): Promise<FileInfo> {
			let known = stats.get(path);
			if (!known) {
				if (stats.size >= MAX_CACHED_STATS) stats.clear();
				known = stat(path).then(
					(info): FileInfo => info,
					() => undefined,
				);
				stats.set(path, known);
			}
			return known;
		},
		/** The file's bytes when it is small enough to keep, else null (stream it). */
		read(path: string, size: number): Promise<Buffer> | null {
			const known = bodies.get(path);
			if (known) return known;
			if (size > MAX_CACHED_FILE_BYTES || cachedBytes + size > MAX_CACHED_BYTES) return null;
			cachedBytes += size;
			const body = readFile(path);
			bodies.set(path, body);
			// A file that vanished is read again next time (and answered from disk now).
			body.catch(() => {
				bodies.delete(path);
				cachedBytes -= size;
			});
			return body;
		},
	};
}

// Dot files stay private (except the .well-known folder), and no path leaves the root.
function resolveInside(root: string, pathname: string): string | undefined {
	let decoded: string;
	try {
		decoded = decodeURIComponent(pathname);
	} catch {
		return undefined;
	}
	if (decoded.includes('\0')) return undefined;
	const hidden = decoded.split('/').some((part, index, parts) => {
		return part.startsWith('.') && !(part === '.well-known' && index === 1 && parts.length > 2);
	});
	const path = join(root, decoded);
	return hidden || !(path + sep).startsWith(root + sep) ? undefined : path;
}

/**
 * Serves the client build itself (before Astro): folders as their index.html (a trailing slash
 * redirects to the path without it), precompressed `.br`/`.gz` when the client takes them,
 * cache headers by kind. Answers false for anything it does not serve, for Astro to handle.
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
	const root = clientDir.endsWith(sep) ? clientDir.slice(0, -1) : clientDir;
	const files = createFileCache();
	const statFile = (path: string) => files.stat(path);
	return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return false;
		const url = new URL(req.url ?? '/', 'http://localhost');
		const path = resolveInside(root, url.pathname);
		if (!path) return false;
		let file = path;
		let info = await statFile(file);
		if (info?.isDirectory()) {
			file = join(path, 'index.html');
			info = await statFile(file);
			if (info?.isFile() && url.pathname !== '/' && url.pathname.endsWith('/')) {
				// normaliseRequestUrl has collapsed repeated slashes; stripping them at both ends
				// again keeps the target a path on this host whatever the caller passed in.
				const inner = url.pathname.replace(/^\/+|\/+$/g, '');
				res.writeHead(301, { Location: `/${inner}${url.search}` });
				res.end();
				return true;
			}
		}
		if (!info?.isFile()) return false;

		const extension = extname(file);
		if (SUBRESOURCE_EXTENSIONS.has(extension)) {
			for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
		}
		if (extension === '.html') {
			const policy = documentPolicy(
				file
					.slice(root.length + 1)
					.split(sep)
					.join('/'),
			);
			if (policy) res.setHeader('Content-Security-Policy', policy);
		}
		res.setHeader('Content-Type', CONTENT_TYPES[extension] ?? 'application/octet-stream');
		res.setHeader('Cache-Control', staticCacheControl(url.pathname));
		// Hashed assets are never revalidated, so they go without a date to revalidate against.
		const immutable = url.pathname.startsWith(IMMUTABLE_PREFIX);
		if (!immutable) res.setHeader('Last-Modified', info.mtime.toUTCString());
		let body = file;
		let size = info.size;
		if (COMPRESSIBLE_EXTENSIONS.includes(extension)) {
			res.setHeader('Vary', varyOnEncoding(res.getHeader('Vary')));
			const encoding = pickEncoding(req.headers['accept-encoding']);
			const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : null;
			const variant = suffix ? await statFile(file + suffix) : undefined;
			if (suffix && encoding && variant?.isFile()) {
				res.setHeader('Content-Encoding', encoding);
				body = file + suffix;
				size = variant.size;
			}
		}
		const since = Date.parse(req.headers['if-modified-since'] ?? '');
		if (!immutable && since && Math.floor(info.mtime.getTime() / 1000) * 1000 <= since) {
			res.statusCode = 304;
			res.end();
			return true;
		}
		res.setHeader('Content-Length', size);
		if (req.method === 'HEAD') {
			res.end();
			return true;
		}
		const cached = files.read(body, size);
		if (cached) {
			try {
				res.end(await cached);
				return true;
			} catch {
				// Gone since the stat: fall through to a stream, which answers the error.
			}
		}
		createReadStream(body)
			.on('error', () => res.destroy())
			.pipe(res);
		return true;
	};
}
