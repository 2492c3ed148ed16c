import { describe, expect, it, vi } from 'vitest';
import { QueueFullError } from '../../src/server/http/fair-queue';
import { createTestApp, postJson } from '../fixtures/reference-api';

describe('API error answers', () => {
	it('answers the health check', async () => {
		const { app } = await createTestApp();
		const response = await app.request('/api/health');
		expect(response.status).toBe(200);
		expect(await response.json()).toMatchObject({ ok: true, database: 'ready' });
	});

	it.each([
		['GET', '/api/does-not-exist'],
		['GET', '/api/auth/nothing-here'],
		['POST', '/api/nothing/here'],
		['GET', '/api'],
		['GET', '/api/'],
		// Paths are strict: a trailing slash is another (unknown) path, never a redirect.
		['GET', '/api/health/'],
		['POST', '/api/auth/login/'],
		['OPTIONS', '/api/unknown'],
	])('answers %s %s with a JSON 404', async (method, path) => {
		const { app } = await createTestApp();
		const response = await app.request(path, { method });
		expect(response.status).toBe(404);
		expect(response.headers.get('Content-Type')).toMatch(/application\/json/);
		expect(await response.json()).toEqual({ message: 'Not found' });
	});

	it.each([
		['POST', '/api/auth/user', 'GET, HEAD'],
		['DELETE', '/api/health', 'GET, HEAD'],
		['PATCH', '/api/health', 'GET, HEAD'],
		['PUT', '/api/health', 'GET, HEAD'],
		['OPTIONS', '/api/health', 'GET, HEAD'],
		['GET', '/api/auth/login', 'POST'],
		['OPTIONS', '/api/auth/logout', 'POST'],
	])('answers %s %s with a JSON 405 allowing %s', async (method, path, allow) => {
		const { app } = await createTestApp();
		const response = await app.request(path, { method });
		expect(response.status).toBe(405);
		expect(response.headers.get('Allow')).toBe(allow);
		expect(await response.json()).toEqual({ message: 'Method not allowed' });
	});

	it('answers HEAD on a POST-only path with 405 and Allow, without a body', async () => {
		const { app } = await createTestApp();
		const response = await app.request('/api/auth/login', { method: 'HEAD' });
		expect(response.status).toBe(405);
		expect(response.headers.get('Allow')).toBe('POST');
		expect(await response.text()).toBe('');
	});

	it('answers HEAD wherever GET is answered', async () => {
		const { app } = await createTestApp();
		const response = await app.request('/api/health', { method: 'HEAD' });
		expect(response.status).toBe(200);
	});

	it.each(['/api/%E0%A4%A', '/api/health?name=%E0%A4%A', '/api/%zz'])(
		'answers a broken percent-escape in %s with a JSON 400',
		async (path) => {
			const { app } = await createTestApp();
			const response = await app.request(path);
			expect(response.status).toBe(400);
			expect(await response.json()).toEqual({
				message: 'Malformed percent-encoding in the URL',
			});
		},
	);

	it('refuses a body over 64 KB with a JSON 413', async () => {
		const { app } = await createTestApp();
		const response = await postJson(app, '/api/auth/login', {
			email: 'player@example.com',
			password: 'x'.repeat(70 * 1024),
			turnstileToken: 'ok',
		});
		expect(response.status).toBe(413);
		expect(await response.json()).toEqual({ message: 'Request body is too large.' });
	});

	it('refuses a request whose Content-Length claims more than 64 KB', async () => {
		const { app } = await createTestApp();
		const response = await app.request('/api/auth/login', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'Content-Length': String(65 * 1024) },
			body: '{}',
		});
		expect(response.status).toBe(413);
		expect(await response.json()).toEqual({ message: 'Request body is too large.' });
	});

	it('accepts a body just under the limit', async () => {
		const { app } = await createTestApp();
		const response = await postJson(app, '/api/auth/login', {
			email: 'player@example.com',
			password: 'x'.repeat(1000),
			turnstileToken: 'ok',
			padding: 'x'.repeat(60 * 1024),
		});
		expect(response.status).toBe(401);
	});

	it('answers malformed JSON with a 400 message', async () => {
		const { app } = await createTestApp();
		const response = await app.request('/api/auth/login', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: '{"email": ',
		});
		expect(response.status).toBe(400);
		expect(await response.json()).toEqual({ message: 'Malformed JSON in request body' });
	});

	it('answers a request whose client hung up mid-body quietly, without a logged stack', async () => {
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
		const { app } = await createTestApp({ checkAnswers: false });
		app.post('/echo', async (c) => c.json({ text: await c.req.text() }));
		const hangUp = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
		const body = new ReadableStream({ pull: (controller) => controller.error(hangUp) });
		const response = await app.request('/api/echo', {
			method: 'POST',
			body,
			duplex: 'half',
		} as RequestInit);
		expect(response.status).toBe(400);
		expect(await response.json()).toEqual({ message: 'Request aborted' });
		expect(logged).not.toHaveBeenCalled();
	});

	it('hides the details of an unexpected error behind a JSON 500', async () => {
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
		const { app } = await createTestApp({ checkAnswers: false });
		app.get('/boom', () => {
			throw new Error('secret detail');
		});
		const response = await app.request('/api/boom');
		expect(response.status).toBe(500);
		expect(await response.json()).toEqual({ message: 'Internal server error' });
		expect(logged).toHaveBeenCalled();
	});
});

describe('busy answers', () => {
	it.each([
		['the password queue is full', () => new QueueFullError()],
		['the database is locked', () => Object.assign(new Error('locked'), { code: 'SQLITE_BUSY' })],
	])('answers a JSON 503 with Retry-After when %s', async (_case, makeError) => {
		const { app } = await createTestApp({ checkAnswers: false });
		app.get('/busy', () => {
			throw makeError();
		});
		const response = await app.request('/api/busy');
		expect(response.status).toBe(503);
		expect(response.headers.get('Retry-After')).toBe('1');
		expect(await response.json()).toEqual({
			message: 'The server is busy. Please try again in a moment.',
		});
	});

	it('marks every API answer as not to be stored', async () => {
		const { app } = await createTestApp();
		for (const path of ['/api/health', '/api/nothing', '/api/auth/user']) {
			expect((await app.request(path)).headers.get('Cache-Control')).toBe('no-store');
		}
	});
});
