import { request } from 'node:http';

/** A response as it came over the wire: headers and body bytes, nothing decoded. */
interface RawResponse {
	status: number;
	headers: Record<string, string | string[] | undefined>;
	body: Buffer;
}

/**
 * Sends a GET with the path exactly as given (`//host/..` stays as it is, unlike with URL-based
 * clients) and no automatic decompression.
 */
export function rawGet(
	baseURL: string,
	path: string,
	headers: Record<string, string> = {},
): Promise<RawResponse> {
	const { hostname, port } = new URL(baseURL);
	return new Promise((resolve, reject) => {
		const req = request({ hostname, port, path, method: 'GET', headers }, (res) => {
			const chunks: Buffer[] = [];
			res.on('data', (chunk: Buffer) => chunks.push(chunk));
			res.on('end', () =>
				resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
			);
			res.on('error', reject);
		});
		req.on('error', reject);
		req.end();
	});
}
