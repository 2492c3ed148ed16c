import { describe, expect, it } from 'vitest';
import { createLineWriter } from '../../src/server/http/log-lines';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('log lines', () => {
	it('writes the lines of one turn of the event loop in one write, in order', async () => {
		const writes: string[] = [];
		const log = createLineWriter((text) => writes.push(text));
		log('GET / 200 3ms');
		log('POST /api/auth/login 503 0ms');
		expect(writes).toEqual([]);
		await nextTurn();
		expect(writes).toEqual(['GET / 200 3ms\nPOST /api/auth/login 503 0ms\n']);
		log('GET /rules 200 1ms');
		await nextTurn();
		expect(writes).toEqual([
			'GET / 200 3ms\nPOST /api/auth/login 503 0ms\n',
			'GET /rules 200 1ms\n',
		]);
	});
});
