import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { readPageData } from '../../src/lib/page-data';

const Schema = z.object({ name: z.string() });

describe('readPageData', () => {
	afterEach(() => vi.restoreAllMocks());

	it('gives the answer the schema reads, from the path asked', async () => {
		const asked: string[] = [];
		const read = await readPageData(
			(path) => {
				asked.push(path);
				return Response.json({ name: 'Aimbot' });
			},
			'/api/players/1',
			Schema,
		);
		expect(read).toEqual({ kind: 'found', data: { name: 'Aimbot' } });
		expect(asked).toEqual(['/api/players/1']);
	});

	it("says 'missing' for a 404", async () => {
		const read = await readPageData(() => new Response(null, { status: 404 }), '/x', Schema);
		expect(read).toEqual({ kind: 'missing' });
	});

	it("says 'unknown' for another failure, an answer the schema refuses or a call that throws", async () => {
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
		const failures = [
			() => Response.json({ message: 'busy' }, { status: 503 }),
			() => Response.json({ name: 7 }),
			() => Promise.reject(new Error('socket closed')),
		];
		for (const fetchApi of failures) {
			expect(await readPageData(fetchApi, '/x', Schema)).toEqual({ kind: 'unknown' });
		}
		expect(logged).toHaveBeenCalledTimes(1);
	});
});
