import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { isCompressibleType, pickEncoding, varyOnEncoding } from './encoding';

type Chunk = string | Uint8Array;

/** Answers of known length below this (about one TCP segment) go out as they are. */
export const MIN_COMPRESSED_BYTES = 1400;
type Callback = (error?: Error | null) => void;

function createCompressor(encoding: 'br' | 'gzip'): Transform {
	// Moderate levels: these answers are compressed on every request.
	return encoding === 'br'
		? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
		: createGzip({ level: 6 });
}

function applyHeaders(res: ServerResponse, headers: OutgoingHttpHeaders | unknown[] | undefined) {
	if (!headers || Array.isArray(headers)) return;
	for (const [name, value] of Object.entries(headers)) {
		if (value !== undefined) res.setHeader(name, value);
	}
}

/**
 * Compresses a response produced elsewhere (Astro pages rendered on demand, the API) with
 * brotli or gzip when the client accepts it and the type is text. Patches `res` before the
 * handler writes: the decision waits for the status and Content-Type of the first write.
 */
export function compressResponse(req: IncomingMessage, res: ServerResponse): void {
	if (req.method === 'HEAD') return;
	const encoding = pickEncoding(req.headers['accept-encoding']);
	const writeHead = res.writeHead.bind(res) as (status: number) => ServerResponse;
	const write = res.write.bind(res) as (chunk: Chunk, callback?: Callback) => boolean;
	const end = res.end.bind(res) as (chunk?: Chunk, callback?: () => void) => ServerResponse;
	let compressor: Transform | null | undefined;

	function start(): Transform | null {
		if (compressor !== undefined) return compressor;
		compressor = null;
		if (!isCompressibleType(String(res.getHeader('Content-Type') ?? ''))) return null;
		res.setHeader('Vary', varyOnEncoding(res.getHeader('Vary')));
		const empty = res.statusCode < 200 || res.statusCode === 204 || res.statusCode === 304;
		// A short answer (most API errors) gains nothing, and a compressor per answer costs CPU.
		const length = Number(res.getHeader('Content-Length') ?? Infinity);
		const short = length < MIN_COMPRESSED_BYTES;
		if (!encoding || empty || short || res.hasHeader('Content-Encoding')) return null;
		res.setHeader('Content-Encoding', encoding);
		res.removeHeader('Content-Length');
		// The compressed bytes are not those a strong tag was made for: weak, as nginx does (an
		// If-None-Match compares weakly, so revalidation still works).
		const etag = res.getHeader('ETag');
		if (typeof etag === 'string' && !etag.startsWith('W/')) res.setHeader('ETag', `W/${etag}`);
		const stream = createCompressor(encoding);
		stream.on('data', (chunk: Buffer) => {
			if (!write(chunk)) stream.pause();
		});
		res.on('drain', () => stream.resume());
		stream.on('end', () => end());
		stream.on('error', (error) => res.destroy(error));
		compressor = stream;
		return stream;
	}

	// Headers given to writeHead are moved onto `res` first, so start() can read them.
	res.writeHead = ((status: number, ...rest: unknown[]) => {
		if (typeof rest[0] === 'string') res.statusMessage = rest.shift() as string;
		res.statusCode = status;
		applyHeaders(res, rest[0] as OutgoingHttpHeaders | undefined);
		start();
		return writeHead(status);
	}) as ServerResponse['writeHead'];

	res.write = ((chunk: Chunk, ...rest: unknown[]) => {
		const callback = rest.find((arg) => typeof arg === 'function') as Callback | undefined;
		const stream = start();
		return stream ? stream.write(chunk, callback) : write(chunk, callback);
	}) as ServerResponse['write'];

	res.end = ((...args: unknown[]) => {
		const chunk = typeof args[0] === 'function' ? undefined : (args[0] as Chunk | undefined);
		const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
		const stream = start();
		if (!stream) return end(chunk, callback);
		if (callback) res.once('finish', callback);
		if (chunk !== undefined && chunk !== null) stream.end(chunk);
		else stream.end();
		return res;
	}) as ServerResponse['end'];
}
