import { describe, expect, it, vi } from 'vitest';
import { QueueFullError } from '../../src/server/auth/semaphore';
import { createTestApp, postJson } from '../fixtures/reference-api';

describe('API error answers', () => {
	it('answers the health check', async () => {
		const { app } = createTestApp();
		const response = await app.request('/api/health');
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({ ok: true });
	});

	it.each([
		['GET', '/api/does-not-exist'],
		['GET', '/api/auth/nothing-here'],
		['POST', '/api/auth/user'],
		['DELETE', '/api/health'],
	])('answers %s %s with a JSON 404', async (method, path) => {
		const { app } = createTestApp();
		const response = await app.request(path, { method });
		expect(response.status).toBe(404);
		expect(response.headers.get('Content-Type')).toMatch(/application\/json/);
		expect(await response.json()).toEqual({ message: 'Not found' });
	});

	it('refuses a body over 64 KB with a JSON 413', async () => {
		const { app } = createTestApp();
		const response = await postJson(app, '/api/auth/login', {
			email: 'player@example.com',
			password: 'x'.repeat(70 * 1024),
			turnstileToken: 'ok',
		});
		expect(response.status).toBe(413);
		expect(await response.json()).toEqual({ message: 'Request body is too large.' });
	});

	it('refuses a request whose Content-Length claims more than 64 KB', async () => {
		const { app } = createTestApp();
		const response = await app.request('/api/auth/login', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'Content-Length': String(65 * 1024) },
			body: '{}',
		});
		expect(response.status).toBe(413);
		expect(await response.json()).toEqual({ message: 'Request body is too large.' });
	});

	it('accepts a body just under the limit', async () => {
		const { app } = createTestApp();
		const response = await postJson(app, '/api/auth/login', {
			email: 'player@example.com',
			password: 'x'.repeat(1000),
			turnstileToken: 'ok',
			padding: 'x'.repeat(60 * 1024),
		});
		expect(response.status).toBe(401);
	});

	it('answers malformed JSON with a 400 message', async () => {
		const { app } = createTestApp();
		const response = await app.request('/api/auth/login', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: '{"email": ',
		});
		expect(response.status).toBe(400);
		expect(await response.json()).toEqual({ message: 'Malformed JSON in request body' });
	});

	it('hides the details of an unexpected error behind a JSON 500', async () => {
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
		const { app } = createTestApp();
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
		const { app } = createTestApp();
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
		const { app } = createTestApp();
		for (const path of ['/api/health', '/api/nothing', '/api/auth/user']) {
			expect((await app.request(path)).headers.get('Cache-Control')).toBe('no-store');
		}
	});
});
