import { describe, expect, it } from 'vitest';
import { redactError, redactText, redactUrl } from '../../src/server/http/redact';

const TOKEN = 'a'.repeat(64);

describe('redactUrl', () => {
	it.each([
		[`/verify/${TOKEN}`, '/verify/[redacted]'],
		[`/reset-password/${TOKEN}?x=1`, '/reset-password/[redacted]?[redacted]'],
		[`/api/auth/verify/${TOKEN}`, '/api/auth/verify/[redacted]'],
		['/api/auth/discord?token=abc', '/api/auth/discord?[redacted]'],
		['/api/auth/discord/callback?code=c&state=s', '/api/auth/discord/callback?[redacted]'],
		['/api/payments/demo-checkout/demo_abc/pay', '/api/payments/demo-checkout/[redacted]/pay'],
		['/ttt/rounds/12', '/ttt/rounds/12'],
		['/', '/'],
	])('%s → %s', (url, expected) => {
		expect(redactUrl(url)).toBe(expected);
	});
});

describe('redactText', () => {
	it('removes full links, long tokens and ingest keys from free text', () => {
		const text = `Link https://nova.example/reset-password/${TOKEN} and key ingest_${'B'.repeat(43)}`;
		expect(redactText(text)).toBe(
			'Link https://nova.example/reset-password/[redacted] and key [redacted]',
		);
	});

	it('leaves ordinary messages alone', () => {
		expect(redactText('SQLITE_BUSY: database is locked. Try again?')).toBe(
			'SQLITE_BUSY: database is locked. Try again?',
		);
	});
});

describe('redactError', () => {
	it('keeps the stack but no link of the message or of its cause', () => {
		const cause = new Error(`GET https://api.example/x?token=${TOKEN} failed`);
		const error = new Error(`Could not render /verify/${TOKEN}`, { cause });
		const text = redactError(error);
		expect(text).toContain('Could not render /verify/[redacted]');
		expect(text).toContain('Caused by: Error: GET https://api.example/x?[redacted] failed');
		expect(text).toContain('redact.test.ts');
		expect(text).not.toContain(TOKEN);
	});

	it('reads anything else as text', () => {
		expect(redactError(`/verify/${TOKEN}`)).toBe('/verify/[redacted]');
	});
});
