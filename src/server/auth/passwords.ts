import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** A password hash and the salt it was made with, both hex. */
export interface PasswordHash {
	hash: string;
	salt: string;
}

// About 30 ms per hash and 16 MB of memory: slow for guessing, fast enough for the seed.
const SCRYPT_OPTIONS: ScryptOptions = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function deriveKey(password: string, salt: Buffer): Promise<Buffer> {
	return new Promise((resolve, reject) => {
		scrypt(password, salt, KEY_LENGTH, SCRYPT_OPTIONS, (error, key) =>
			error ? reject(error) : resolve(key),
		);
	});
}

/** Hashes a password with a fresh random salt, off the event loop (for request handlers). */
export async function hashPassword(password: string): Promise<PasswordHash> {
	const salt = randomBytes(SALT_BYTES);
	const key = await deriveKey(password, salt);
	return { hash: key.toString('hex'), salt: salt.toString('hex') };
}

/** Hashes a password synchronously; only for the seed, which runs before any request. */
export function hashPasswordSync(password: string): PasswordHash {
	const salt = randomBytes(SALT_BYTES);
	const key = scryptSync(password, salt, KEY_LENGTH, SCRYPT_OPTIONS);
	return { hash: key.toString('hex'), salt: salt.toString('hex') };
}

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(
	password: string,
	hash: string,
	salt: string,
): Promise<boolean> {
	const expected = Buffer.from(hash, 'hex');
	const actual = await deriveKey(password, Buffer.from(salt, 'hex'));
	return expected.length === actual.length && timingSafeEqual(expected, actual);
}
