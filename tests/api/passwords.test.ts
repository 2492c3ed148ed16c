import { describe, expect, it } from 'vitest';
import { hashPassword, hashPasswordSync, verifyPassword } from '../../src/server/auth/passwords';

describe('password hashing', () => {
	it.each([
		['the same password', 'PlayerPass1!', true],
		['a different password', 'PlayerPass2!', false],
		['a different case', 'playerpass1!', false],
		['an empty password', '', false],
	])('verifies %s as %s', async (_case, attempt, expected) => {
		const { hash, salt } = await hashPassword('PlayerPass1!');
		expect(await verifyPassword(attempt, hash, salt)).toBe(expected);
	});

	it('salts every hash differently', async () => {
		const first = await hashPassword('PlayerPass1!');
		const second = await hashPassword('PlayerPass1!');
		expect(first.salt).toMatch(/^[0-9a-f]{32}$/);
		expect(first.hash).toMatch(/^[0-9a-f]{128}$/);
		expect(second.salt).not.toBe(first.salt);
		expect(second.hash).not.toBe(first.hash);
	});

	it('verifies hashes made by the synchronous variant the seed uses', async () => {
		const { hash, salt } = hashPasswordSync('RootPass1!');
		expect(await verifyPassword('RootPass1!', hash, salt)).toBe(true);
	});

	it('rejects a stored hash of the wrong length instead of throwing', async () => {
		const { salt } = await hashPassword('PlayerPass1!');
		expect(await verifyPassword('PlayerPass1!', 'abcd', salt)).toBe(false);
	});
});
