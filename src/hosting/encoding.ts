/** Encodings the server sends, best first. */
export type ContentEncoding = 'br' | 'gzip';

const COMPRESSIBLE_TYPE =
	/^(text\/(html|css|javascript|plain|xml)|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)\b/i;

/** Whether a Content-Type is text worth compressing. */
export function isCompressibleType(contentType: string): boolean {
	return COMPRESSIBLE_TYPE.test(contentType.trim());
}

/** The best encoding an Accept-Encoding header allows (q=0 refuses one), or null. */
export function pickEncoding(
	acceptEncoding: string | string[] | undefined,
): ContentEncoding | null {
	const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
	const accepted = new Set<string>();
	for (const part of header.split(',')) {
		const [name = '', ...params] = part.trim().toLowerCase().split(';');
		const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
		if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
	}
	if (accepted.has('br')) return 'br';
	if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
	return null;
}

/** Adds Accept-Encoding to a response's Vary header, keeping what is there. */
export function varyOnEncoding(current: number | string | string[] | undefined): string {
	const values = [current ?? []].flat().join(',');
	const names = values
		.split(',')
		.map((name) => name.trim())
		.filter(Boolean);
	if (names.some((name) => name.toLowerCase() === 'accept-encoding' || name === '*')) {
		return names.join(', ');
	}
	return [...names, 'Accept-Encoding'].join(', ');
}
