import { describe, expect, it } from 'vitest';
import { isLinkToken, LINK_TOKEN_MAX_LENGTH } from '../../src/features/auth/link-token';

describe('isLinkToken', () => {
	it('leaves the shape of a token to the API', () => {
		for (const token of ['a', 'not-hex_Token.42', '0123456789abcdef'.repeat(4), 'x'.repeat(512)]) {
			expect(isLinkToken(token)).toBe(true);
		}
	});

	it('refuses nothing at all, and anything longer than 512 characters', () => {
		expect(LINK_TOKEN_MAX_LENGTH).toBe(512);
		expect(isLinkToken('')).toBe(false);
		expect(isLinkToken(undefined)).toBe(false);
		expect(isLinkToken('x'.repeat(513))).toBe(false);
	});
});
