import { describe, expect, it } from 'vitest';
import { DEFAULT_STAFF_ROLE_IDS } from '../../src/defaults';
import { COMMAND_LINE_ACTOR } from '../../src/server/admin/audit';
import { createAccount, markVerified } from '../../src/server/auth/accounts';
import { hashPasswordSync } from '../../src/server/auth/passwords';
import { deleteAccount } from '../../src/server/moderation/accounts';
import {
	AdminDonationPageSchema,
	AdminUserPageSchema,
	AdminUserSchema,
	AuditPageSchema,
} from '../../src/contract/moderation';
import { RoleUsersAnswerSchema } from '../../src/contract/staff';
import { createCaller, createRootApp, readAudit } from '../fixtures/admin-api';
import { TEST_PASSWORD_COST } from '../fixtures/password-cost';
import { createTestApp, logIn, postJson, type TestApp } from '../fixtures/reference-api';
import { strictAnswer } from '../fixtures/strict-schema';

const PASSWORD = 'Moderated1!';

/** A verified player account of the test's own, with a live token. */
async function createPlayer(
	app: TestApp,
	db: Awaited<ReturnType<typeof createTestApp>>['db'],
	name: string,
) {
	const email = `${name.toLowerCase()}@moderation.test`;
	const id = createAccount(db, {
		username: name,
		email,
		passwordHash: hashPasswordSync(PASSWORD, TEST_PASSWORD_COST),
	});
	markVerified(db, id);
	return { id, email, token: await logIn(app, email, PASSWORD) };
}

describe('the Users page calls', () => {
	it('finds accounts by part of their username or e-mail', async () => {
		const { app, db, call } = await createRootApp();
		const player = await createPlayer(app, db, 'Findable');
		const { status, json } = await call('GET', '/admin/users?search=findable%40moder');
		expect(status).toBe(200);
		const page = strictAnswer(AdminUserPageSchema).parse(json);
		expect(page.total).toBe(1);
		expect(page.users[0]).toMatchObject({ id: player.id, username: 'Findable', role: 'user' });
		expect(JSON.stringify(json)).not.toContain('password');
		expect((await call('GET', `/admin/users?search=${'x'.repeat(101)}`)).status).toBe(400);
	});

	it('disables an account: its token stops working, it cannot log in, until enabled', async () => {
		const { app, db, call, queries } = await createRootApp();
		const player = await createPlayer(app, db, 'Rowdy');
		const disabled = await call('PUT', `/admin/users/${player.id}/disabled`, { disabled: true });
		expect(disabled.status).toBe(200);
		expect(strictAnswer(AdminUserSchema).parse(disabled.json).disabledAt).not.toBeNull();

		expect((await createCaller(app, player.token)('GET', '/auth/user')).status).toBe(401);
		const login = await postJson(app, '/api/auth/login', {
			email: player.email,
			password: PASSWORD,
			turnstileToken: 'test-token',
		});
		expect(login.status).toBe(403);
		expect(await login.json()).toEqual({ message: 'This account has been disabled.' });

		await call('PUT', `/admin/users/${player.id}/disabled`, { disabled: false });
		expect(await logIn(app, player.email, PASSWORD)).toMatch(/\S{40,}/);
		expect((await readAudit(queries)).slice(-2)).toMatchObject([
			{ action: 'disable', entity: 'account', entity_id: String(player.id), account_name: 'root' },
			{ action: 'enable', entity: 'account', entity_id: String(player.id) },
		]);
	});

	it('a wrong password of a disabled account is a plain refusal: nothing tells it is disabled', async () => {
		const { app, db, call } = await createRootApp();
		const player = await createPlayer(app, db, 'Guessed');
		await call('PUT', `/admin/users/${player.id}/disabled`, { disabled: true });
		const login = await postJson(app, '/api/auth/login', {
			email: player.email,
			password: 'Wrong1!pass',
			turnstileToken: 'test-token',
		});
		expect(login.status).toBe(401);
	});

	it('changes a role and audits it; refuses unknown roles and root changing themselves', async () => {
		const { app, db, call, queries } = await createRootApp();
		const player = await createPlayer(app, db, 'Promoted');
		const changed = await call('PUT', `/admin/users/${player.id}/role`, { role: 'admin' });
		expect(changed.json).toMatchObject({ id: player.id, role: 'admin' });
		expect((await createCaller(app, player.token)('GET', '/auth/user')).json).toMatchObject({
			role: 'admin',
		});
		expect((await readAudit(queries)).at(-1)).toMatchObject({
			action: 'role',
			entity_id: String(player.id),
		});

		expect(await call('PUT', `/admin/users/${player.id}/role`, { role: 'god' })).toEqual({
			status: 400,
			json: { message: 'Role must be one of user, root, admin, senioradmin, developer.' },
		});
		const rootId = (
			db.prepare("SELECT id FROM accounts WHERE email = 'root@example.com'").get() as {
				id: number;
			}
		).id;
		expect(await call('PUT', `/admin/users/${rootId}/role`, { role: 'user' })).toEqual({
			status: 409,
			json: { message: 'Root cannot disable or change the role of their own account here.' },
		});
		expect((await call('PUT', '/admin/users/999999/disabled', { disabled: true })).status).toBe(
			404,
		);
	});

	it('answers 403 to every other role', async () => {
		const { app, db } = await createTestApp();
		const player = await createPlayer(app, db, 'Curious');
		const asPlayer = createCaller(app, player.token);
		for (const path of [
			'/admin/users',
			'/admin/audit',
			'/admin/donations',
			'/admin/staff-descriptions',
		]) {
			expect((await asPlayer('GET', path)).status, path).toBe(403);
			expect((await createCaller(app)('GET', path)).status, path).toBe(401);
		}
	});
});

describe('deleting an account', () => {
	it('removes personal data and keeps its donations, anonymised', async () => {
		const { app, db, call, queries } = await createRootApp();
		const player = await createPlayer(app, db, 'Leaving');
		db.prepare(
			`INSERT INTO donations (account_id, amount_cents, message, status, created_at, paid_at)
			VALUES (?, 2500, 'Greetings from Leaving', 'paid', ?, ?)`,
		).run(player.id, '2026-11-01T10:00:00.000Z', '2026-11-01T10:01:00.000Z');

		deleteAccount(db, COMMAND_LINE_ACTOR, player.id);

		const row = db.prepare('SELECT * FROM accounts WHERE id = ?').get(player.id);
		expect(JSON.stringify(row)).not.toMatch(/leaving/i);
		expect((await createCaller(app, player.token)('GET', '/auth/user')).status).toBe(401);
		const donations = strictAnswer(AdminDonationPageSchema).parse(
			(await call('GET', '/admin/donations')).json,
		);
		const kept = donations.donations.find((donation) => donation.amount === 25);
		expect(kept).toMatchObject({ status: 'paid', username: null, message: '' });
		expect((await readAudit(queries)).at(-1)).toMatchObject({
			action: 'delete',
			account_name: 'npm run user',
			after_json: null,
		});
		expect(JSON.stringify((await readAudit(queries)).at(-1))).not.toContain(player.email);
	});
});

describe('the audit log view', () => {
	it('lists changes newest first, read only', async () => {
		const { app, db, call } = await createRootApp();
		const player = await createPlayer(app, db, 'Audited');
		await call('PUT', `/admin/users/${player.id}/role`, { role: 'developer' });
		const page = strictAnswer(AuditPageSchema).parse((await call('GET', '/admin/audit')).json);
		expect(page.entries[0]).toMatchObject({
			actor: 'root',
			action: 'role',
			entity: 'account',
			entityId: String(player.id),
			region: null,
		});
		expect((await call('GET', '/admin/audit?page=0')).status).toBe(400);
		expect((await call('DELETE', '/admin/audit')).status).toBe(405);
	});
});

describe('staff descriptions', () => {
	it('root edits what the team page shows, audited; empty brings the default back', async () => {
		const { app, call, queries } = await createRootApp();
		const roleUsers = async () =>
			strictAnswer(RoleUsersAnswerSchema).parse(
				await (await app.request(`/api/role-users/${DEFAULT_STAFF_ROLE_IDS.core}`)).json(),
			).users;
		const member = (await roleUsers())[0]!;
		const saved = await call('PUT', `/admin/staff-descriptions/${member.id}`, {
			description: '  Runs the EU servers.  ',
		});
		expect(saved).toEqual({
			status: 200,
			json: { discordUserId: String(member.id), description: 'Runs the EU servers.' },
		});
		expect((await roleUsers()).find((user) => user.id === member.id)?.description).toBe(
			'Runs the EU servers.',
		);
		expect((await readAudit(queries)).at(-1)).toMatchObject({
			entity: 'staff_description',
			entity_id: String(member.id),
		});

		await call('PUT', `/admin/staff-descriptions/${member.id}`, { description: '' });
		expect((await roleUsers()).find((user) => user.id === member.id)?.description).toBe(
			"This staff member hasn't set a description yet.",
		);
		expect(
			(
				await call('PUT', `/admin/staff-descriptions/${member.id}`, {
					description: 'x'.repeat(501),
				})
			).status,
		).toBe(400);
		expect((await call('PUT', '/admin/staff-descriptions/abc', { description: 'x' })).status).toBe(
			400,
		);
	});
});

describe('closing registration', () => {
	const REGISTER = {
		username: 'Moderation7Late',
		email: 'latecomer@moderation.test',
		password: 'Latecomer1!',
		verifyPassword: 'Latecomer1!',
		turnstileToken: 'test-token',
	};

	it('REGISTRATION=closed answers 403 and says so to the form', async () => {
		const { app, db } = await createTestApp({ registration: 'closed' });
		const response = await postJson(app, '/api/auth/register', REGISTER);
		expect(response.status).toBe(403);
		expect(await response.json()).toEqual({ message: 'Registration is closed.' });
		expect(
			db.prepare('SELECT 1 FROM accounts WHERE email = ?').get(REGISTER.email),
		).toBeUndefined();
		expect(await (await app.request('/api/auth/registration')).json()).toEqual({
			registration: 'closed',
		});
	});

	it('is open by default', async () => {
		const { app } = await createTestApp();
		expect(await (await app.request('/api/auth/registration')).json()).toEqual({
			registration: 'open',
		});
		expect((await postJson(app, '/api/auth/register', REGISTER)).status).toBe(201);
	});
});
