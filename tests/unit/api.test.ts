// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import {
	ApiError,
	apiRequest,
	apiUrl,
	errorMessage,
	UNEXPECTED_ANSWER,
	type Query,
} from '../../src/lib/api';
import { LoginSuccessSchema } from '../../src/contract/auth';
import { AnySchema } from '../../src/contract/http';
import { CurrentUserSchema } from '../../src/contract/user';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import { createTestApp, logInAs, routeFetchTo } from '../fixtures/reference-api';

const { player, admin } = DEMO_ACCOUNTS;

/** The request the client handed to fetch on its n-th call. */
function sentRequest(fetchSpy: ReturnType<typeof routeFetchTo>, call = 0) {
	const [url, init = {}] = fetchSpy.mock.calls[call] ?? [];
	return { url, init, headers: new Headers(init.headers) };
}

/** The promise's rejection, so its fields can be checked. */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
	try {
		await promise;
	} catch (error) {
		return error;
	}
	throw new Error('Expected the call to fail');
}

beforeEach(() => {
	localStorage.clear();
});

describe('apiUrl', () => {
	it.each([
		['/servers', {}, '/api', '/api/servers'],
		['servers', {}, '/api', '/api/servers'],
		['/servers', {}, '/api/', '/api/servers'],
		['/auth/user', {}, 'https://api.example.org/v1', 'https://api.example.org/v1/auth/user'],
		['/game-admins', { region: 'eu' }, '/api', '/api/game-admins?region=eu'],
		['/x', { a: undefined, b: 1, c: false, d: 'y' }, '/api', '/api/x?b=1&c=false&d=y'],
		['/x', { a: undefined }, '/api', '/api/x'],
		['/x', { q: 'a b&c=d' }, '/api', '/api/x?q=a+b%26c%3Dd'],
		['/x', { limit: 0, name: '' }, '/api', '/api/x?limit=0&name='],
	] as [string, Query, string, string][])('%s %o on %s → %s', (path, query, base, url) => {
		expect(apiUrl(path, query, base)).toBe(url);
	});

	it('uses the configured base, /api by default', () => {
		expect(apiUrl('/guildUsers')).toBe('/api/guildUsers');
	});
});

describe('apiRequest against the reference API', () => {
	it('sends a JSON body with a JSON content type and answers the parsed body', async () => {
		const fetchSpy = routeFetchTo((await createTestApp()).app);
		const body = { email: player.email, password: player.password, turnstileToken: 'any' };
		const answer = await apiRequest('/auth/login', LoginSuccessSchema, {
			method: 'POST',
			body,
		});
		expect(answer.message).toBe('Login successful');
		expect(answer.token).toEqual(expect.any(String));
		const sent = sentRequest(fetchSpy);
		expect(sent.url).toBe('/api/auth/login');
		expect(sent.init.method).toBe('POST');
		expect(sent.headers.get('Content-Type')).toBe('application/json');
		expect(JSON.parse(String(sent.init.body))).toEqual(body);
	});

	it('sends no body and no content type on a plain GET', async () => {
		const fetchSpy = routeFetchTo((await createTestApp()).app);
		expect(await apiRequest('/health', AnySchema)).toMatchObject({ ok: true, database: 'ready' });
		const sent = sentRequest(fetchSpy);
		expect(sent.init.method).toBe('GET');
		expect(sent.init.body).toBeUndefined();
		expect(sent.headers.has('Content-Type')).toBe(false);
		expect(sent.headers.get('Accept')).toBe('application/json');
	});

	it('leaves undefined query values out of the URL it calls', async () => {
		const fetchSpy = routeFetchTo((await createTestApp()).app);
		await apiRequest('/health', AnySchema, { query: { region: undefined, page: 2 } });
		expect(sentRequest(fetchSpy).url).toBe('/api/health?page=2');
	});

	it('with auth and a stored token sends the bearer and gets the user', async () => {
		const app = (await createTestApp()).app;
		localStorage.setItem('authToken', await logInAs(app, admin));
		const fetchSpy = routeFetchTo(app);
		const user = await apiRequest('/auth/user', CurrentUserSchema, {
			auth: true,
		});
		expect(user).toMatchObject({ username: admin.username, role: admin.role });
		expect(sentRequest(fetchSpy).headers.get('Authorization')).toBe(
			`Bearer ${localStorage.getItem('authToken')}`,
		);
	});

	it.each([
		['auth without a stored token', true, false],
		['a stored token without auth', false, true],
	])(
		'sends no Authorization header with %s (and the API answers 401)',
		async (_case, auth, stored) => {
			const app = (await createTestApp()).app;
			if (stored) localStorage.setItem('authToken', await logInAs(app, player));
			const fetchSpy = routeFetchTo(app);
			const error = await rejectionOf(apiRequest('/auth/user', AnySchema, { auth }));
			expect(sentRequest(fetchSpy).headers.has('Authorization')).toBe(false);
			expect(error).toBeInstanceOf(ApiError);
			expect(error).toMatchObject({ status: 401, message: 'Authentication required' });
		},
	);

	it.each([
		[true, 'include'],
		[false, 'same-origin'],
		[undefined, 'same-origin'],
	])('credentials %s → %s', async (credentials, expected) => {
		const fetchSpy = routeFetchTo((await createTestApp()).app);
		await apiRequest('/health', AnySchema, { credentials });
		expect(sentRequest(fetchSpy).init.credentials).toBe(expected);
	});

	it.each([
		[
			'a wrong password',
			{ email: player.email, password: 'Wrong1!', turnstileToken: 'any' },
			401,
			'Invalid email or password',
		],
		[
			'an unverified account',
			{
				email: DEMO_ACCOUNTS.unverified.email,
				password: DEMO_ACCOUNTS.unverified.password,
				turnstileToken: 'any',
			},
			403,
			'Please verify your email address before logging in.',
		],
		[
			'an invalid body',
			{ email: 'not-an-email', password: 'x', turnstileToken: 'any' },
			400,
			'Please enter a valid email address',
		],
		[
			'an empty bot-check token',
			{ email: player.email, password: player.password, turnstileToken: '' },
			400,
			'CAPTCHA validation failed',
		],
	])(
		'turns %s into an ApiError with the status and server message',
		async (_case, body, status, message) => {
			routeFetchTo((await createTestApp()).app);
			const error = await rejectionOf(
				apiRequest('/auth/login', AnySchema, { method: 'POST', body }),
			);
			expect(error).toBeInstanceOf(ApiError);
			expect(error).toMatchObject({ name: 'ApiError', status, message });
			expect((error as ApiError).body).toMatchObject({ message });
		},
	);

	it('keeps the whole error body, e.g. attemptsLeft after a failed login', async () => {
		routeFetchTo((await createTestApp()).app);
		const body = { email: player.email, password: 'Wrong1!', turnstileToken: 'any' };
		const error = (await rejectionOf(
			apiRequest('/auth/login', AnySchema, { method: 'POST', body }),
		)) as ApiError;
		expect(error.body).toEqual({ message: 'Invalid email or password', attemptsLeft: 4 });
	});

	it('answers an unknown path with a 404 ApiError', async () => {
		routeFetchTo((await createTestApp()).app);
		const error = await rejectionOf(apiRequest('/no-such-thing', AnySchema));
		expect(error).toMatchObject({ status: 404, message: 'Not found' });
	});
});

describe('apiRequest without a usable answer', () => {
	it('turns a network failure into an ApiError with status 0', async () => {
		vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
		const error = await rejectionOf(apiRequest('/servers', AnySchema));
		expect(error).toBeInstanceOf(ApiError);
		expect(error).toMatchObject({ status: 0, message: 'Network error', body: null });
	});

	it('passes an abort through untouched', async () => {
		const abort = new DOMException('The operation was aborted.', 'AbortError');
		vi.stubGlobal('fetch', vi.fn().mockRejectedValue(abort));
		expect(await rejectionOf(apiRequest('/servers', AnySchema))).toBe(abort);
	});

	it('uses the status text when the error body is not JSON', async () => {
		const response = new Response('<h1>Bad gateway</h1>', {
			status: 502,
			statusText: 'Bad Gateway',
		});
		vi.stubGlobal('fetch', vi.fn().mockResolvedValue(response));
		const error = await rejectionOf(apiRequest('/servers', AnySchema));
		expect(error).toMatchObject({
			status: 502,
			message: 'Bad Gateway',
			body: '<h1>Bad gateway</h1>',
		});
	});

	it('answers null for an empty success body', async () => {
		vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 204 })));
		expect(await apiRequest('/auth/unlink-steam', AnySchema, { method: 'POST' })).toBeNull();
	});
});

describe('apiRequest parses the answer with its schema', () => {
	const HealthSchema = z.object({ ok: z.boolean(), checks: z._default(z.number(), 3) });

	/** Answers every fetch with this status and raw body. */
	function answerWith(status: number, body: string | null) {
		vi.stubGlobal(
			'fetch',
			vi.fn().mockImplementation(() => Promise.resolve(new Response(body, { status }))),
		);
	}

	it('answers the parsed data with the schema defaults applied', async () => {
		routeFetchTo((await createTestApp()).app);
		expect(await apiRequest('/health', HealthSchema)).toEqual({ ok: true, checks: 3 });
	});

	it('applies the user defaults to a real /auth/user answer', async () => {
		const app = (await createTestApp()).app;
		localStorage.setItem('authToken', await logInAs(app, DEMO_ACCOUNTS.noRole));
		routeFetchTo(app);
		const user = await apiRequest('/auth/user', CurrentUserSchema, { auth: true });
		expect(user).toMatchObject({ role: '', avatar: '/images/default-avatar.svg', steamId: null });
	});

	it.each([
		['a body of the wrong shape', 200, '{"ok":"yes"}'],
		['an array instead of an object', 200, '[1,2]'],
		['an empty body', 200, null],
		['a body that is not JSON', 200, '<html>maintenance</html>'],
		['a 201 body that is not JSON', 201, 'created'],
	])('turns %s into an ApiError with the HTTP status', async (_case, status, body) => {
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
		answerWith(status, body);
		const error = await rejectionOf(apiRequest('/health', HealthSchema));
		expect(error).toBeInstanceOf(ApiError);
		expect(error).toMatchObject({ status, message: UNEXPECTED_ANSWER });
		expect(errorMessage(error, 'Fallback')).toBe('Fallback');
		expect(logged.mock.calls.length).toBeLessThanOrEqual(1);
	});

	it('keeps the server message of a failed call whatever the schema', async () => {
		answerWith(409, '{"message":"Already linked"}');
		const error = await rejectionOf(apiRequest('/health', HealthSchema));
		expect(error).toMatchObject({ status: 409, message: 'Already linked' });
	});
});

describe('errorMessage', () => {
	it.each([
		[
			'an ApiError with a server message',
			new ApiError(401, 'Bad login', { message: 'Bad login' }),
			'Bad login',
		],
		[
			'an ApiError whose body has no message',
			new ApiError(500, 'Internal', { error: 'x' }),
			'Fallback',
		],
		['an ApiError with an empty message', new ApiError(400, '', { message: '' }), 'Fallback'],
		['an ApiError with a text body', new ApiError(502, 'Bad Gateway', '<h1>oops</h1>'), 'Fallback'],
		['a network failure', new ApiError(0, 'Network error', null), 'Fallback'],
		['a plain Error', new Error('boom'), 'Fallback'],
		['a string', 'boom', 'Fallback'],
		['undefined', undefined, 'Fallback'],
	])('answers for %s: %s', (_case, error, expected) => {
		expect(errorMessage(error, 'Fallback')).toBe(expected);
	});

	it('answers the server message of a real failed call', async () => {
		routeFetchTo((await createTestApp()).app);
		const body = { email: player.email, password: 'Wrong1!', turnstileToken: 'any' };
		const error = await rejectionOf(apiRequest('/auth/login', AnySchema, { method: 'POST', body }));
		expect(errorMessage(error, 'Login failed')).toBe('Invalid email or password');
	});
});
