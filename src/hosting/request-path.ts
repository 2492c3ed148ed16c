/**
 * Collapses leading slashes and backslashes into one '/'. A path like `//evil.example/x` would
 * otherwise be read as a host by URL parsers and by browsers following a redirect built from it.
 */
export function normaliseRequestUrl(url: string): string {
	return url.replace(/^[/\\]+/, '/');
}
