/** Any origin works: only the path that resolves against it is used. */
const PROBE_ORIGIN = 'http://localhost';

/**
 * The request target with its path made canonical, as a browser would resolve it, before anything
 * routes on it or builds a redirect from it: backslashes read as slashes, dot segments resolved
 * (also encoded ones: `/%2e//x` is `//x`), then every run of slashes collapsed into one. So no
 * path starts with `//` or `/\`, which URL parsers and browsers following a `Location` built
 * from it would read as another host. The query stays as sent. An absolute-form target
 * (`http://host/x`) is read as its path; `*` and anything unparsable are left to the raw guard.
 */
export function normaliseRequestUrl(url: string): string {
	const queryStart = url.indexOf('?');
	const target = queryStart === -1 ? url : url.slice(0, queryStart);
	const query = queryStart === -1 ? '' : url.slice(queryStart);
	let pathname: string;
	try {
		// Leading slashes first, or '//host/x' would be parsed as a host.
		pathname = /^[/\\]/.test(target)
			? new URL(target.replace(/^[/\\]+/, '/'), PROBE_ORIGIN).pathname
			: new URL(target).pathname;
	} catch {
		return url;
	}
	if (!pathname.startsWith('/')) return url;
	return pathname.replace(/\/{2,}/g, '/') + query;
}
