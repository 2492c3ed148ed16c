import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text types worth compressing, by file extension. */
const COMPRESSIBLE_EXTENSIONS = ['.html', '.css', '.js', '.mjs', '.svg', '.json', '.xml', '.txt'];

/**
 * Smaller files are sent as they are: below this compression saves less than the
 * `Content-Encoding` header it adds. (A 700-byte module still halves: an island page loads
 * several of them.)
 */
export const PRECOMPRESS_MIN_BYTES = 256;

/**
 * Writes `.br` and `.gz` beside every text file of the client build, at the highest levels
 * (this runs once per build), so the server sends them without compressing per request.
 */
export async function precompressDirectory(dir: string): Promise<number> {
	const entries = await readdir(dir, { withFileTypes: true, recursive: true });
	const files = entries
		.filter((entry) => entry.isFile())
		.filter((entry) => COMPRESSIBLE_EXTENSIONS.some((ext) => entry.name.endsWith(ext)))
		.map((entry) => join(entry.parentPath, entry.name));
	let count = 0;
	for (const file of files) {
		const content = await readFile(file);
		if (content.length < PRECOMPRESS_MIN_BYTES) continue;
		const br = await brotli(content, {
			params: {
				[constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
				[constants.BROTLI_PARAM_SIZE_HINT]: content.length,
			},
		});
		await writeFile(`${file}.br`, br);
		await writeFile(`${file}.gz`, await gzipAsync(content, { level: 9 }));
		count++;
	}
	return count;
}
