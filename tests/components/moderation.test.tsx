// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import AuthScreen from '../../src/features/auth/components/AuthScreen';
import AuditAdmin from '../../src/features/admin/components/AuditAdmin';
import DonationsAdmin from '../../src/features/admin/components/DonationsAdmin';
import StaffAdmin from '../../src/features/admin/components/StaffAdmin';
import UsersAdmin from '../../src/features/admin/components/UsersAdmin';
import { DEFAULT_STAFF_ROLE_IDS } from '../../src/defaults';
import { createAccount, markVerified } from '../../src/server/auth/accounts';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import { createTestApp } from '../fixtures/reference-api';
import { renderIsland } from './render-island';

/** A fresh API with an account of the test's own, which the Users page can find. */
async function appWithAccount(username: string) {
	const { app, db, queries } = await createTestApp();
	const id = await createAccount(queries, {
		username,
		email: `${username.toLowerCase()}@islands.test`,
		passwordHash: 'x',
	});
	await markVerified(queries, id);
	return { app, db, id };
}

async function renderAsRoot(
	ui: React.ReactElement,
	app: Awaited<ReturnType<typeof createTestApp>>['app'],
) {
	const rendered = await renderIsland(ui, { account: DEMO_ACCOUNTS.root, app });
	await act(() => rendered.session);
	return rendered;
}

describe('the Users page', () => {
	it('finds an account, changes its role and disables it after a confirmation', async () => {
		const user = userEvent.setup();
		const { app, db, id } = await appWithAccount('Islander');
		await renderAsRoot(<UsersAdmin />, app);
		await user.type(await screen.findByLabelText('Search by username or e-mail'), 'islands.test');
		const row = (await screen.findByText('islander@islands.test')).closest('tr')!;
		expect(await screen.findByText('1 account')).toBeInTheDocument();

		await user.selectOptions(within(row).getByLabelText('Role of Islander'), 'developer');
		await waitFor(() =>
			expect(db.prepare('SELECT role FROM accounts WHERE id = ?').get(id)).toEqual({
				role: 'developer',
			}),
		);

		// The list loads again after each change: the row is a new element.
		await user.click(await screen.findByRole('button', { name: 'Disable Islander' }));
		await user.click(
			within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable' }),
		);
		await screen.findByRole('button', { name: 'Enable Islander' });
		const { disabled_at } = db.prepare('SELECT disabled_at FROM accounts WHERE id = ?').get(id) as {
			disabled_at: string | null;
		};
		expect(disabled_at).not.toBeNull();
	});
});

describe('the read-only views', () => {
	it('the audit log shows who changed what', async () => {
		const { app, db, id } = await appWithAccount('Audited');
		db.prepare(
			`INSERT INTO admin_audit (at, account_id, account_name, action, entity, entity_id, before_json, after_json)
			VALUES ('2026-11-20T10:00:00.000Z', 0, 'npm run user', 'role', 'account', ?, '{"role":"user"}', '{"role":"admin"}')`,
		).run(String(id));
		await renderAsRoot(<AuditAdmin />, app);
		const row = (await screen.findByText('npm run user')).closest('tr')!;
		expect(row).toHaveTextContent(`role account ${id}`);
		expect(row).toHaveTextContent('role: "user" → "admin"');
	});

	it('the donations list names donors, and not a deleted account', async () => {
		const { app, db, id } = await appWithAccount('Generous');
		db.prepare(
			`INSERT INTO donations (account_id, amount_cents, message, status, created_at)
			VALUES (?, 4321, 'For the servers', 'paid', '2099-01-01T00:00:00.000Z')`,
		).run(id);
		await renderAsRoot(<DonationsAdmin />, app);
		const row = (await screen.findByText('For the servers')).closest('tr')!;
		expect(row).toHaveTextContent('Generous');
		expect(row).toHaveTextContent('43.21');
	});
});

describe('staff descriptions', () => {
	it('root saves a description that the team page then shows', async () => {
		const user = userEvent.setup();
		const { app } = await createTestApp();
		await renderAsRoot(<StaffAdmin />, app);
		const boxes = await screen.findAllByRole('textbox');
		await user.clear(boxes[0]!);
		await user.type(boxes[0]!, 'Keeps the lights on.');
		const form = boxes[0]!.closest('form')!;
		await user.click(within(form).getByRole('button', { name: 'Save' }));
		await waitFor(() => expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled());
		const username = form.querySelector('label')!.textContent;
		const answer = (await (
			await app.request(`/api/role-users/${DEFAULT_STAFF_ROLE_IDS.core}`)
		).json()) as { users: { username: string; description: string }[] };
		expect(answer.users.find((member) => member.username === username)?.description).toBe(
			'Keeps the lights on.',
		);
	});
});

describe('the register form', () => {
	it("says 'Registration is closed.' when the server's REGISTRATION is closed", async () => {
		const { app } = await createTestApp({ registration: 'closed' });
		await renderIsland(<AuthScreen registerMode />, { app });
		expect(await screen.findByText('Registration is closed.')).toBeInTheDocument();
		expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
	});

	it('stays a form while registration is open', async () => {
		await renderIsland(<AuthScreen registerMode />);
		expect(await screen.findByLabelText('Username')).toBeInTheDocument();
		expect(screen.queryByText('Registration is closed.')).not.toBeInTheDocument();
	});
});
