import { describe, expect, it } from 'vitest';
import { GameServerDonatorsSchema } from '../../src/contract/game-server-donators';
import { INGEST_KEY_REQUIRED } from '../../src/contract/ingest';
import { addDonatorMonths } from '../../src/server/donations/settle';
import { issueIngestKey } from '../fixtures/ingest-servers';
import { createTestApp } from '../fixtures/reference-api';
import type { SiteDb } from '../../src/server/db/kysely';

const DONATORS = '/api/ingest/donators';
let nextAccount = 0;

/** An account of this test, linked to Steam when `steamId` is given. */
async function addAccount(db: SiteDb, steamId: string | null): Promise<number> {
	const n = nextAccount++;
	const { id } = await db
		.insertInto('accounts')
		.values({
			username: `perks${n}`,
			email: `perks${n}@example.test`,
			password_hash: 'x',
			password_salt: 'x',
			verified: 1,
			registered_at: new Date().toISOString(),
			steam_id: steamId,
		})
		.returning('id')
		.executeTakeFirstOrThrow();
	return id;
}

const steam = (n: number) => `7656119900000${String(n).padStart(4, '0')}`;

describe('GET /api/ingest/donators', () => {
	it('lists the active Donators linked to Steam with their tier and expiry, for any server key', async () => {
		const { app, queries } = await createTestApp();
		const now = new Date();
		const active = await addAccount(queries, steam(1));
		await addDonatorMonths(queries, active, 2, now);
		const expired = await addAccount(queries, steam(2));
		await addDonatorMonths(queries, expired, 1, new Date(now.getTime() - 90 * 24 * 3600 * 1000));
		const unlinked = await addAccount(queries, null);
		await addDonatorMonths(queries, unlinked, 1, now);
		await addAccount(queries, steam(3)); // never donated

		for (const server of [
			await issueIngestKey(queries, { region: 'eu', mode: 'ttt' }),
			await issueIngestKey(queries, { region: 'na', mode: 'jailbreak' }),
		]) {
			const response = await app.request(DONATORS, { headers: server.headers });
			expect(response.status).toBe(200);
			const donators = GameServerDonatorsSchema.parse(await response.json());
			const { expires_at: expiry } = await queries
				.selectFrom('donator_status')
				.select('expires_at')
				.where('account_id', '=', active)
				.executeTakeFirstOrThrow();
			expect(donators[steam(1)]).toEqual({ tier: 'donator', expiresAt: expiry });
			expect(new Date(expiry).getTime()).toBeGreaterThan(now.getTime());
			expect(donators).not.toHaveProperty(steam(2));
			expect(donators).not.toHaveProperty(steam(3));
			expect(Object.values(donators).every((d) => d.expiresAt > now.toISOString())).toBe(true);
		}
	});

	it('answers 304 to the ETag it sent until a Donator is added', async () => {
		const { app, queries } = await createTestApp();
		const { headers } = await issueIngestKey(queries);
		const first = await app.request(DONATORS, { headers });
		const etag = first.headers.get('ETag')!;
		expect(etag).toMatch(/^"[\w-]+"$/);
		expect(first.headers.get('Cache-Control')).toBe('private, no-cache');

		const unchanged = await app.request(DONATORS, {
			headers: { ...headers, 'If-None-Match': etag },
		});
		expect(unchanged.status).toBe(304);
		expect(await unchanged.text()).toBe('');

		await addDonatorMonths(queries, await addAccount(queries, steam(10)), 1, new Date());
		const changed = await app.request(DONATORS, { headers: { ...headers, 'If-None-Match': etag } });
		expect(changed.status).toBe(200);
		expect(changed.headers.get('ETag')).not.toBe(etag);
		expect(GameServerDonatorsSchema.parse(await changed.json())).toHaveProperty(steam(10));
	});

	it('refuses a request without a live key', async () => {
		const { app, queries } = await createTestApp();
		const server = await issueIngestKey(queries);
		await queries
			.updateTable('ingest_keys')
			.set({ revoked_at: new Date().toISOString() })
			.where('id', '=', server.id)
			.execute();
		for (const headers of [{}, server.headers]) {
			const response = await app.request(DONATORS, { headers });
			expect(response.status).toBe(401);
			expect(await response.json()).toEqual({ message: INGEST_KEY_REQUIRED });
		}
	});
});
