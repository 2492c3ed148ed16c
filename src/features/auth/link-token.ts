/**
 * Longest token a verification or reset link may carry. The API judges a token's shape; the
 * browser only refuses what no API would send (nothing, or a run long enough to be junk).
 */
export const LINK_TOKEN_MAX_LENGTH = 512;

/** Whether a link's token is worth sending to the API: present and at most 512 characters. */
export function isLinkToken(token: unknown): token is string {
	return typeof token === 'string' && token.length > 0 && token.length <= LINK_TOKEN_MAX_LENGTH;
}
