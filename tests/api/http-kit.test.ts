import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { z as zm } from 'zod/mini';
import { IdParamSchema, RegionQuerySchema } from '../../src/contract/common';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import { createRouter } from '../../src/server/http/create-router';
import { apiError, errorResponse } from '../../src/server/http/errors';
import { requireRole } from '../../src/server/auth/require-auth';
import { validate } from '../../src/server/http/validate';
import { bearer, createTestApp, logInAs, postJson } from '../fixtures/reference-api';

const { root, admin, developer, player } = DEMO_ACCOUNTS;

const ClassicNameSchema = z.object({
	name: z.string({ error: 'Name is required' }).trim().min(2, 'Name is too short'),
});
const MiniNameSchema = zm.object({
	name: zm
		.string({ error: 'Name is required' })
		.check(zm.trim(), zm.minLength(2, 'Name is too short')),
});
// Every rule reports, so a route can list them all (as register's passwordErrors does).
const PasswordSchema = z.object({
	password: z
		.string({ error: 'Password is required' })
		.min(8, 'At least 8 characters')
		.regex(/[A-Z]/, 'An uppercase letter')
		.regex(/\d/, 'A digit'),
});

/** The seeded test API with a router of the kind each area gets, mounted at /api/kit. */
async function createKitApp() {
	const { app } = await createTestApp({ checkAnswers: false });
	const kit = createRouter()
		.post('/classic', validate('json', ClassicNameSchema), (c) => c.json(c.req.valid('json')))
		.post('/mini', validate('json', MiniNameSchema), (c) => c.json(c.req.valid('json')))
		.post(
			'/register',
			validate('json', PasswordSchema, (issues, c) =>
				errorResponse(c, 400, 'Please fix password validation errors', {
					passwordErrors: issues.map((issue) => issue.message),
				}),
			),
			(c) => c.json({ message: 'ok' }),
		)
		.get('/things', validate('query', RegionQuerySchema), (c) => c.json(c.req.valid('query')))
		.get('/things/:id', validate('param', IdParamSchema), (c) => {
			const { id } = c.req.valid('param');
			return c.json({ id, type: typeof id });
		})
		.get('/root-only', requireRole('root'), (c) => c.json({ username: c.var.account.username }))
		.get('/staff', requireRole('root', 'admin'), (c) => c.json({ role: c.var.account.role }))
		.get('/gone', () => {
			throw apiError(410, 'Gone for good');
		})
		.get('/teapot', (c) => errorResponse(c, 418, 'Short and stout', { spout: true }));
	return app.route('/kit', kit);
}

describe('validate', () => {
	it.each(['classic', 'mini'])('passes the parsed %s-schema body to the handler', async (kind) => {
		const app = await createKitApp();
		const response = await postJson(app, `/api/kit/${kind}`, { name: '  Kestrel ', extra: 1 });
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({ name: 'Kestrel' });
	});

	it.each([
		['classic', {}, 'Name is required'],
		['classic', { name: 'K' }, 'Name is too short'],
		['mini', { name: 42 }, 'Name is required'],
		['mini', { name: ' K ' }, 'Name is too short'],
	])(
		'answers a bad %s-schema body %o with 400 and the first message',
		async (kind, body, message) => {
			const app = await createKitApp();
			const response = await postJson(app, `/api/kit/${kind}`, body);
			expect(response.status).toBe(400);
			expect(await response.json()).toEqual({ message });
		},
	);

	it("lets a route answer its own error shape with every issue's message", async () => {
		const app = await createKitApp();
		const response = await postJson(app, '/api/kit/register', { password: 'short' });
		expect(response.status).toBe(400);
		expect(await response.json()).toEqual({
			message: 'Please fix password validation errors',
			passwordErrors: ['At least 8 characters', 'An uppercase letter', 'A digit'],
		});
	});

	it.each([
		['?region=eu', 200, { region: 'eu' }],
		['?region=na&unused=1', 200, { region: 'na' }],
		['?region=us', 400, { message: 'Region must be eu or na' }],
		['', 400, { message: 'Region must be eu or na' }],
		['?region=eu&region=na', 400, { message: 'Region must be eu or na' }],
	])('validates the query %s', async (query, status, body) => {
		const app = await createKitApp();
		const response = await app.request(`/api/kit/things${query}`);
		expect(response.status).toBe(status);
		expect(await response.json()).toEqual(body);
	});

	it('reads a path id as a number', async () => {
		const app = await createKitApp();
		const response = await app.request('/api/kit/things/42');
		expect(await response.json()).toEqual({ id: 42, type: 'number' });
	});

	it.each(['0', '-1', '007', '1.5', '1e3', 'abc', '%20', '9'.repeat(16)])(
		'answers the path id %s with 400 Invalid id',
		async (id) => {
			const app = await createKitApp();
			const response = await app.request(`/api/kit/things/${id}`);
			expect(response.status).toBe(400);
			expect(await response.json()).toEqual({ message: 'Invalid id' });
		},
	);
});

describe('requireRole', () => {
	it('answers 401 without a token and with an unknown one', async () => {
		const app = await createKitApp();
		for (const headers of [{}, bearer('A'.repeat(43))]) {
			const response = await app.request('/api/kit/root-only', { headers });
			expect(response.status).toBe(401);
			expect(await response.json()).toEqual({ message: 'Authentication required' });
		}
	});

	it.each([
		['player', player],
		['admin', admin],
	])('answers 403 to a signed-in %s', async (_name, account) => {
		const app = await createKitApp();
		const token = await logInAs(app, account);
		const response = await app.request('/api/kit/root-only', { headers: bearer(token) });
		expect(response.status).toBe(403);
		expect(await response.json()).toEqual({ message: 'Forbidden' });
	});

	it('lets root through with the account set', async () => {
		const app = await createKitApp();
		const token = await logInAs(app, root);
		const response = await app.request('/api/kit/root-only', { headers: bearer(token) });
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({ username: root.username });
	});

	it.each([
		[root, 200],
		[admin, 200],
		[developer, 403],
	])('lets any of several roles through: $role answers %i', async (account, status) => {
		const app = await createKitApp();
		const token = await logInAs(app, account);
		const response = await app.request('/api/kit/staff', { headers: bearer(token) });
		expect(response.status).toBe(status);
	});
});

describe('error answers', () => {
	it('answers a thrown apiError as JSON with its status', async () => {
		const app = await createKitApp();
		const response = await app.request('/api/kit/gone');
		expect(response.status).toBe(410);
		expect(await response.json()).toEqual({ message: 'Gone for good' });
	});

	it('answers errorResponse with the message first and the extra fields', async () => {
		const app = await createKitApp();
		const response = await app.request('/api/kit/teapot');
		expect(response.status).toBe(418);
		expect(response.headers.get('Content-Type')).toMatch(/application\/json/);
		expect(await response.text()).toBe('{"message":"Short and stout","spout":true}');
	});
});
