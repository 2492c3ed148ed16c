import { expect, test } from '@playwright/test';
import { hangUpMidRequest, sendRaw } from '../fixtures/raw-http';

/**
 * Odd requests sent as raw bytes to the production server, where Astro's node adapter sits in
 * front of the API and would otherwise answer some of them itself (HTML, text, redirects, 500s).
 */
function serverPort(): number {
	return Number(new URL(test.info().project.use.baseURL ?? '').port);
}

const MALFORMED = 'Malformed percent-encoding in the URL';
const NOT_ALLOWED = 'Method not allowed';

const cases: [request: string, status: number, message: string, allow?: string][] = [
	['GET /api/%E0%A4%A', 400, MALFORMED],
	['GET /api/health?name=%E0%A4%A', 400, MALFORMED],
	['GET /api/health/', 404, 'Not found'],
	['GET /api/', 404, 'Not found'],
	['GET /api/no/such/thing', 404, 'Not found'],
	['TRACE /api/health', 405, NOT_ALLOWED, 'GET, HEAD'],
	['OPTIONS /api/health', 405, NOT_ALLOWED, 'GET, HEAD'],
	['PATCH /api/health', 405, NOT_ALLOWED, 'GET, HEAD'],
	['DELETE /api/auth/user', 405, NOT_ALLOWED, 'GET, HEAD'],
	['GET /api/auth/login', 405, NOT_ALLOWED, 'POST'],
	['OPTIONS *', 405, NOT_ALLOWED, 'GET, HEAD, POST, PUT, DELETE'],
	['GET *', 400, 'Bad request target'],
	['POST /api/auth/logout', 401, 'Authentication required'],
	['FOO /api/health', 400, 'Bad Request'],
];

test.describe('API error answers through the production server', () => {
	for (const [request, status, message, allow] of cases) {
		test(`${request} answers JSON ${status}`, async () => {
			const response = await sendRaw(serverPort(), `${request} HTTP/1.1`);
			expect(response.status).toBe(status);
			expect(response.headers['content-type']).toMatch(/^application\/json/);
			expect(JSON.parse(response.body)).toEqual({ message });
			if (allow) expect(response.headers.allow).toBe(allow);
		});
	}

	test('a cross-site form-type POST reaches the API, which answers its own 400', async () => {
		const response = await sendRaw(serverPort(), 'POST /api/auth/login HTTP/1.1', {
			headers: { 'Content-Type': 'text/plain', Origin: 'https://elsewhere.example' },
			body: 'email=player@example.com',
		});
		expect(response.status).toBe(400);
		expect(JSON.parse(response.body)).toEqual({ message: 'Email is required' });
	});

	test('an absolute-form request target is served like its path', async () => {
		const port = serverPort();
		const response = await sendRaw(port, `GET http://localhost:${port}/api/health HTTP/1.1`);
		expect(response.status).toBe(200);
		expect(JSON.parse(response.body)).toMatchObject({ ok: true, database: 'ready' });
	});

	test('guarded answers carry the security headers too', async () => {
		const response = await sendRaw(serverPort(), 'GET /api/health/ HTTP/1.1');
		expect(response.headers['x-content-type-options']).toBe('nosniff');
		expect(response.headers['content-security-policy']).toContain("default-src 'self'");
	});

	test('clients that hang up mid-request leave the server answering', async () => {
		const port = serverPort();
		const partial =
			'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
			'Content-Length: 1000\r\n\r\n{"email":';
		await Promise.all(Array.from({ length: 5 }, () => hangUpMidRequest(port, partial)));
		const response = await sendRaw(port, 'GET /api/health HTTP/1.1');
		expect(response.status).toBe(200);
	});
});
