// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/config/messages';
import { AUTH_MESSAGES } from '../../src/contract/auth';
import AuthScreen from '../../src/features/auth/components/AuthScreen';
import { renderIsland } from './render-island';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

const formAlert = () => screen.queryByRole('alert');

describe('AuthScreen register form', () => {
	it('drops a username problem once the username is fixed', async () => {
		const user = userEvent.setup();
		await renderIsland(<AuthScreen registerMode />);
		await user.type(screen.getByLabelText('Username'), 'night jar');
		await user.click(screen.getByRole('button', { name: 'Register' }));
		expect(formAlert()).toHaveTextContent(AUTH_MESSAGES.usernameInvalid);
		await user.clear(screen.getByLabelText('Username'));
		await user.type(screen.getByLabelText('Username'), 'nightjar');
		expect(screen.getByText('Valid username')).toBeInTheDocument();
		expect(formAlert()).toBeNull();
	});

	it("says 'Passwords do not match' once, under Verify Password, and focuses it", async () => {
		const user = userEvent.setup();
		await renderIsland(<AuthScreen registerMode />);
		await user.type(screen.getByLabelText('Email'), 'new@example.com');
		await user.type(screen.getByLabelText('Username'), 'nightjar');
		await user.type(screen.getByLabelText('Password'), 'Good-Pass-1234');
		await user.type(screen.getByLabelText('Verify Password'), 'Good-Pass-12345');
		await user.click(screen.getByRole('button', { name: 'Register' }));
		expect(screen.getAllByText(AUTH_MESSAGES.passwordsMismatch)).toHaveLength(1);
		expect(screen.getByLabelText('Verify Password')).toHaveFocus();
	});

	it('drops the bot check request once the demo check is ticked', async () => {
		const user = userEvent.setup();
		await renderIsland(<AuthScreen />);
		await user.type(screen.getByLabelText('Email'), 'someone@example.com');
		await user.type(screen.getByLabelText('Password'), 'Whatever-1');
		await user.click(screen.getByRole('button', { name: 'Login' }));
		expect(formAlert()).toHaveTextContent(MESSAGES.validation.captchaRequired);
		await user.click(screen.getByRole('checkbox', { name: 'I am human (demo check)' }));
		expect(formAlert()).toBeNull();
	});
});
