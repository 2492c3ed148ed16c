import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { sharedHashPool, type HashPool } from './hash-pool';
import type { QueueRoom } from '../http/fair-queue';

/** scrypt's cost parameters; stored with every hash so they can be raised later. */
export interface ScryptCost {
	N: number;
	r: number;
	p: number;
}

/** OWASP's recommendation (Password Storage Cheat Sheet): N=2^17, r=8, p=1, 128 MiB per hash. */
export const OWASP_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

/** The two password columns of an account: the encoded hash, and the salt of old-format hashes. */
export interface StoredPassword {
	hash: string;
	salt: string;
}

// Hashes made before the cost was stored with them: a bare hex hash, its salt in its own column.
const LEGACY_COST: ScryptCost = { N: 16384, r: 8, p: 1 };
// Refuses absurd parameters from a tampered row instead of allocating gigabytes.
const MAX_N = 2 ** 20;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const PREFIX = 'scrypt';

interface ParsedHash {
	cost: ScryptCost;
	salt: Buffer;
	key: Buffer;
}

// scrypt needs 128 * N * r bytes; twice that leaves room and stays under 256 MiB at OWASP cost.
function maxmemFor({ N, r }: ScryptCost): number {
	return 2 * 128 * N * r + 1024 * 1024;
}

function encode(cost: ScryptCost, salt: Buffer, key: Buffer): string {
	return [PREFIX, cost.N, cost.r, cost.p, salt.toString('hex'), key.toString('hex')].join('$');
}

function parse({ hash, salt }: StoredPassword): ParsedHash | null {
	if (!hash.startsWith(`${PREFIX}$`)) {
		return { cost: LEGACY_COST, salt: Buffer.from(salt, 'hex'), key: Buffer.from(hash, 'hex') };
	}
	const [, n, r, p, saltHex = '', keyHex = ''] = hash.split('$');
	const cost = { N: Number(n), r: Number(r), p: Number(p) };
	const valid = Object.values(cost).every((value) => Number.isInteger(value) && value > 0);
	if (!valid || cost.N > MAX_N) return null;
	return { cost, salt: Buffer.from(saltHex, 'hex'), key: Buffer.from(keyHex, 'hex') };
}

function deriveKey(
	pool: HashPool,
	client: string,
	password: string,
	salt: Buffer,
	cost: ScryptCost,
): Promise<Buffer> {
	return pool.derive(client, {
		password,
		salt,
		keyLength: KEY_LENGTH,
		...cost,
		maxmem: maxmemFor(cost),
	});
}

// Work without a client address (scripts, tests) queues under this one.
const NO_CLIENT = 'local';

/** Hashes a password synchronously into the stored format; only for the seed, before requests. */
export function hashPasswordSync(password: string, cost = OWASP_SCRYPT_COST): string {
	const salt = randomBytes(SALT_BYTES);
	return encode(
		cost,
		salt,
		scryptSync(password, salt, KEY_LENGTH, { ...cost, maxmem: maxmemFor(cost) }),
	);
}

/**
 * Hashes and checks passwords in worker threads, a few at a time, queued fairly per client
 * address (`client`), so one address's flood cannot starve the others.
 */
export interface PasswordHasher {
	/** The cost new hashes get. */
	readonly cost: ScryptCost;
	/** Hashes a password with a fresh random salt into the stored format. */
	hash(password: string, client?: string): Promise<string>;
	/** Checks a password against a stored hash of either format, in constant time. */
	verify(password: string, stored: StoredPassword, client?: string): Promise<boolean>;
	/** Whether a stored hash was made with other parameters and should be replaced. */
	needsRehash(stored: StoredPassword): boolean;
	/**
	 * Whether a hash for `client` would be queued now (`free`); when not, hash and verify throw
	 * `QueueFullError` at once.
	 */
	roomFor(client?: string): QueueRoom;
}

/** Options of `createPasswordHasher`. */
interface PasswordHasherOptions {
	cost?: ScryptCost;
	/** The worker threads and their queue (full: `QueueFullError`, a 503); the process's own by default. */
	pool?: HashPool;
}

/** Creates the password hasher an app uses; tests pass a low cost to stay fast. */
export function createPasswordHasher({
	cost = OWASP_SCRYPT_COST,
	pool = sharedHashPool(),
}: PasswordHasherOptions = {}): PasswordHasher {
	return {
		cost,
		async hash(password, client = NO_CLIENT) {
			const salt = randomBytes(SALT_BYTES);
			return encode(cost, salt, await deriveKey(pool, client, password, salt, cost));
		},
		async verify(password, stored, client = NO_CLIENT) {
			const parsed = parse(stored);
			if (!parsed) return false;
			const actual = await deriveKey(pool, client, password, parsed.salt, parsed.cost);
			return parsed.key.length === actual.length && timingSafeEqual(parsed.key, actual);
		},
		roomFor: (client = NO_CLIENT) => pool.roomFor(client),
		needsRehash(stored) {
			const parsed = parse(stored);
			return !parsed || (['N', 'r', 'p'] as const).some((key) => parsed.cost[key] !== cost[key]);
		},
	};
}
