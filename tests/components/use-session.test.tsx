// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { $session } from '../../src/lib/session';
import { useSession } from '../../src/lib/use-session';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import { renderIsland } from './render-island';

/** Shows the session state as text. */
function SessionProbe() {
	const session = useSession();
	return (
		<p data-testid="session">
			{session.status === 'user' ? `user ${session.user.username}` : session.status}
		</p>
	);
}

describe('useSession', () => {
	it('is loading while the user call runs, then the user', async () => {
		const { session } = await renderIsland(<SessionProbe />, { account: DEMO_ACCOUNTS.player });
		expect(screen.getByTestId('session')).toHaveTextContent('loading');
		await act(() => session);
		expect(screen.getByTestId('session')).toHaveTextContent('user Nightjar');
	});

	it('is anonymous without a token', async () => {
		await renderIsland(<SessionProbe />);
		expect(screen.getByTestId('session')).toHaveTextContent('anonymous');
	});

	it('is anonymous after the API rejects the stored token', async () => {
		const { session } = await renderIsland(<SessionProbe />, { token: 'forged' });
		await act(() => session);
		expect(screen.getByTestId('session')).toHaveTextContent('anonymous');
		expect(localStorage.getItem('authToken')).toBeNull();
	});

	it('follows the store: signing out elsewhere shows anonymous', async () => {
		const { session } = await renderIsland(<SessionProbe />, { account: DEMO_ACCOUNTS.admin });
		await act(() => session);
		act(() => $session.set({ status: 'anonymous' }));
		expect(screen.getByTestId('session')).toHaveTextContent('anonymous');
	});

	it('renders loading on the server whatever the store holds', () => {
		$session.set({ status: 'anonymous' });
		expect(renderToString(<SessionProbe />)).toContain('loading');
	});

	it('hydrates prerendered HTML without a mismatch, then shows the store state', async () => {
		await renderIsland(<p />);
		const container = document.createElement('div');
		container.innerHTML = renderToString(<SessionProbe />);
		document.body.append(container);
		const recoverable = vi.fn();
		await act(async () => {
			hydrateRoot(container, <SessionProbe />, { onRecoverableError: recoverable });
		});
		expect(recoverable).not.toHaveBeenCalled();
		expect(container).toHaveTextContent('anonymous');
		container.remove();
	});
});
