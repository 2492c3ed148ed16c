import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createHashPool } from '../../src/server/auth/hash-pool';
import { TEST_PASSWORD_COST } from '../fixtures/password-cost';

const salt = Buffer.from('00112233445566778899aabbccddeeff', 'hex');
const job = (password: string) => ({
	password,
	salt,
	keyLength: 64,
	...TEST_PASSWORD_COST,
	maxmem: 32 * 1024 * 1024,
});

describe('hash pool', () => {
	it('derives in a worker thread the same key scrypt gives on this one', async () => {
		const pool = createHashPool({ workers: 2, maxPerClient: 3 });
		const keys = await Promise.all(
			['a', 'b', 'c'].map((password) => pool.derive('x', job(password))),
		);
		expect(keys.map((key) => key.toString('hex'))).toEqual(
			['a', 'b', 'c'].map((password) =>
				scryptSync(password, salt, 64, { ...TEST_PASSWORD_COST }).toString('hex'),
			),
		);
		await pool.close();
	});

	it('reports a derivation the worker refused and goes on with the next', async () => {
		const pool = createHashPool({ workers: 1 });
		await expect(pool.derive('x', { ...job('a'), maxmem: 1024 })).rejects.toThrow(/memory/i);
		expect((await pool.derive('x', job('a'))).length).toBe(64);
		expect([pool.active, pool.waiting]).toEqual([0, 0]);
		await pool.close();
	});

	it('stops idle workers and starts new ones when needed', async () => {
		const pool = createHashPool({ workers: 1, idleMs: 1 });
		const first = await pool.derive('x', job('a'));
		await pool.close();
		expect(await pool.derive('x', job('a'))).toEqual(first);
		await pool.close();
	});
});
