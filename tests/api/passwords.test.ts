import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
	createPasswordHasher,
	hashPasswordSync,
	OWASP_SCRYPT_COST,
} from '../../src/server/auth/passwords';
import { QueueFullError } from '../../src/server/http/fair-queue';
import { createHashPool } from '../../src/server/auth/hash-pool';
import { TEST_PASSWORD_COST } from '../fixtures/reference-api';

const passwords = createPasswordHasher({ cost: TEST_PASSWORD_COST });
const stored = (hash: string) => ({ hash, salt: '' });

// The format used before the cost was stored with the hash: hex key and a separate hex salt.
function legacyHash(password: string) {
	const salt = Buffer.from('00112233445566778899aabbccddeeff', 'hex');
	const key = scryptSync(password, salt, 64, { N: 16384, r: 8, p: 1 });
	return { hash: key.toString('hex'), salt: salt.toString('hex') };
}

describe('password hashing', () => {
	it.each([
		['the same password', 'PlayerPass1!', true],
		['a different password', 'PlayerPass2!', false],
		['a different case', 'playerpass1!', false],
		['an empty password', '', false],
	])('verifies %s as %s', async (_case, attempt, expected) => {
		const hash = await passwords.hash('PlayerPass1!');
		expect(await passwords.verify(attempt, stored(hash))).toBe(expected);
	});

	it('stores the parameters and a fresh salt with every hash', async () => {
		const first = await passwords.hash('PlayerPass1!');
		const second = await passwords.hash('PlayerPass1!');
		expect(first).toMatch(/^scrypt\$1024\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
		expect(second).not.toBe(first);
	});

	it("uses OWASP's parameters by default, for the seed too", () => {
		expect(OWASP_SCRYPT_COST).toEqual({ N: 131072, r: 8, p: 1 });
		expect(createPasswordHasher().cost).toEqual(OWASP_SCRYPT_COST);
		expect(hashPasswordSync('RootPass1!')).toMatch(/^scrypt\$131072\$8\$1\$/);
	});

	it('verifies hashes made by the synchronous variant the seed uses', async () => {
		const hash = hashPasswordSync('RootPass1!', TEST_PASSWORD_COST);
		expect(await passwords.verify('RootPass1!', stored(hash))).toBe(true);
	});

	it('verifies a hash of the old format and asks for it to be replaced', async () => {
		const old = legacyHash('PlayerPass1!');
		expect(await passwords.verify('PlayerPass1!', old)).toBe(true);
		expect(await passwords.verify('PlayerPass2!', old)).toBe(false);
		expect(passwords.needsRehash(old)).toBe(true);
	});

	it('asks for a rehash only when the parameters differ', async () => {
		expect(passwords.needsRehash(stored(await passwords.hash('x')))).toBe(false);
		const stronger = createPasswordHasher({ cost: { ...TEST_PASSWORD_COST, N: 2048 } });
		expect(stronger.needsRehash(stored(await passwords.hash('x')))).toBe(true);
	});

	it.each([
		['a key of the wrong length', (hash: string) => hash.slice(0, -2)],
		['a cost over the limit', (hash: string) => hash.replace('$1024$', '$4194304$')],
		['a cost that is not a number', (hash: string) => hash.replace('$1024$', '$lots$')],
	])('rejects a stored hash with %s instead of throwing', async (_case, tamper) => {
		const hash = tamper(await passwords.hash('PlayerPass1!'));
		expect(await passwords.verify('PlayerPass1!', stored(hash))).toBe(false);
	});

	it('refuses at once when every worker is busy and the queue is full', async () => {
		const pool = createHashPool({ workers: 1, maxWaiting: 1, maxPerClient: 10 });
		const small = createPasswordHasher({ cost: TEST_PASSWORD_COST, pool });
		const clients = ['203.0.113.1', '203.0.113.2', '203.0.113.3'];
		const results = await Promise.allSettled(clients.map((client) => small.hash('x', client)));
		expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
		expect((results[2] as PromiseRejectedResult).reason).toBeInstanceOf(QueueFullError);
		await pool.close();
	});

	it('refuses one address past its share while another still gets its hash', async () => {
		const pool = createHashPool({ workers: 1, maxWaiting: 10, maxPerClient: 2 });
		const small = createPasswordHasher({ cost: TEST_PASSWORD_COST, pool });
		const flood = ['x', 'y', 'z'].map((password) => small.hash(password, '203.0.113.1'));
		const other = small.hash('w', '203.0.113.2');
		const results = await Promise.allSettled([...flood, other]);
		expect(results.map((result) => result.status)).toEqual([
			'fulfilled',
			'fulfilled',
			'rejected',
			'fulfilled',
		]);
		await pool.close();
	});
});
