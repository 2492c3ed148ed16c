import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientError, guardRawRequest } from '../../src/server/http/raw-request-guard';
import { sendRaw } from '../fixtures/raw-http';

let server: Server;
let port: number;

// Stands in for Astro's handler: echoes what reached it, after the guard's rewrites.
beforeAll(async () => {
	server = createServer((req, res) => {
		if (guardRawRequest(req, res)) return;
		res.setHeader('Content-Type', 'application/json');
		res.end(JSON.stringify({ reached: `${req.method} ${req.url}` }));
	});
	server.on('clientError', answerClientError);
	await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
	port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('guardRawRequest', () => {
	it.each([
		['GET /api/%E0%A4%A', 400, 'Malformed percent-encoding in the URL'],
		['GET /api/health?q=%E0%A4%A', 400, 'Malformed percent-encoding in the URL'],
		['GET /api/health/', 404, 'Not found'],
		['POST /api/auth/login/', 404, 'Not found'],
		['GET /api/', 404, 'Not found'],
		['GET /x/../api/health/', 404, 'Not found'],
		['GET *', 400, 'Bad request target'],
	])('answers %s with a JSON %i', async (request, status, message) => {
		const response = await sendRaw(port, `${request} HTTP/1.1`);
		expect(response.status).toBe(status);
		expect(response.headers['content-type']).toBe('application/json');
		expect(JSON.parse(response.body)).toEqual({ message });
	});

	it('answers OPTIONS * with 405 and the methods of the server', async () => {
		const response = await sendRaw(port, 'OPTIONS * HTTP/1.1');
		expect(response.status).toBe(405);
		expect(response.headers.allow).toBe('GET, HEAD, POST, PUT, DELETE');
		expect(JSON.parse(response.body)).toEqual({ message: 'Method not allowed' });
	});

	it.each([
		'TRACE /servers',
		'POST /',
		'PUT /staff',
		'DELETE /login',
		'PATCH /ttt/rounds/1',
		'OPTIONS /verify/abc',
		'POST /no/such/page',
		'POST /eu/ttt',
	])('answers %s, outside the API, with 405 allowing GET and HEAD', async (request) => {
		const response = await sendRaw(port, `${request} HTTP/1.1`, { body: 'x=1' });
		expect(response.status).toBe(405);
		expect(response.headers.allow).toBe('GET, HEAD');
		expect(response.headers.connection).toBe('close');
		expect(JSON.parse(response.body)).toEqual({ message: 'Method not allowed' });
	});

	it.each([
		['TRACE /api/health', 'OPTIONS /api/health'],
		['GET http://localhost/api/health?x=1', 'GET /api/health?x=1'],
		['GET /api/health', 'GET /api/health'],
		['GET /servers/', 'GET /servers/'],
		['GET /staff?x=1', 'GET /staff?x=1'],
		['POST /api/auth/login', 'POST /api/auth/login'],
		['DELETE /api/auth/user', 'DELETE /api/auth/user'],
		['GET /%E0%A4%A', 'GET /%E0%A4%A'],
	])('passes %s on as %s', async (request, reached) => {
		const response = await sendRaw(port, `${request} HTTP/1.1`);
		expect(JSON.parse(response.body)).toEqual({ reached });
	});

	it('answers HEAD without a body', async () => {
		const response = await sendRaw(port, 'HEAD /api/health/ HTTP/1.1');
		expect(response.status).toBe(404);
		expect(response.body).toBe('');
	});
});

describe('answerClientError', () => {
	it.each(['FOO', 'TRACK'])(
		'answers %s, which the HTTP parser refuses, with a JSON 400',
		async (m) => {
			const response = await sendRaw(port, `${m} /api/health HTTP/1.1`);
			expect(response.status).toBe(400);
			expect(JSON.parse(response.body)).toEqual({ message: 'Bad Request' });
		},
	);

	it('answers oversized headers with a JSON 431', async () => {
		const response = await sendRaw(port, 'GET /api/health HTTP/1.1', {
			headers: { 'X-Padding': 'x'.repeat(20_000) },
		});
		expect(response.status).toBe(431);
	});
});
