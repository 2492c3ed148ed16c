// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../src/config/messages';
import { AUTH_MESSAGES } from '../../src/contract/auth';
import ResetPasswordForm from '../../src/features/auth/components/ResetPasswordForm';
import VerifyEmail from '../../src/features/auth/components/VerifyEmail';
import { $notices } from '../../src/lib/notices';
import type { TestApp } from '../fixtures/reference-api';
import { interceptApi, renderIsland } from './render-island';

/** A token of a shape the reference API would not issue, which another API may. */
const FOREIGN_TOKEN = 'Their.Token-Format_42';
const TOO_LONG = 'x'.repeat(513);
const PASSWORD = 'Another-Pass-1234';
const noticeTexts = () => $notices.get().map((notice) => notice.text);

/** The reference API with the verify and reset calls answered by `answer`; records their paths. */
function authAnswers(answer: () => Response | Promise<Response>) {
	const calls: string[] = [];
	const app = interceptApi(({ key }) => {
		if (!/^(GET \/api\/auth\/verify\/|POST \/api\/auth\/reset-password$)/.test(key)) {
			return undefined;
		}
		calls.push(key);
		return answer();
	});
	return { app, calls };
}

afterEach(() => {
	vi.clearAllTimers();
	vi.useRealTimers();
});

describe('VerifyEmail', () => {
	it('shows the loading state, then success for a token only the API understands', async () => {
		let release = () => {};
		const held = new Promise<void>((resolve) => (release = resolve));
		const { app, calls } = authAnswers(async () => {
			await held;
			return Response.json({ verified: true, message: 'Welcome aboard' });
		});
		await renderIsland(<VerifyEmail token={FOREIGN_TOKEN} />, { app });
		expect(screen.getByRole('heading', { name: 'Verifying Your Email' })).toBeInTheDocument();
		release();
		expect(
			await screen.findByRole('heading', { name: MESSAGES.verify.successTitle }),
		).toBeInTheDocument();
		expect(screen.getByText('Welcome aboard')).toBeInTheDocument();
		expect(calls).toEqual([`GET /api/auth/verify/${FOREIGN_TOKEN}`]);
	});

	it('refuses an empty or overlong token at once, without a call', async () => {
		for (const token of ['', TOO_LONG]) {
			const { app, calls } = authAnswers(() => Response.json({ verified: true }));
			const view = await renderIsland(<VerifyEmail token={token} />, { app });
			expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.tokenRequired);
			expect(calls).toEqual([]);
			view.unmount();
		}
	});

	it("shows the reference API's words for a link it does not know", async () => {
		await renderIsland(<VerifyEmail token={'0'.repeat(64)} />);
		expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.verifyLinkInvalid);
		expect(screen.getByRole('heading', { name: MESSAGES.verify.failedTitle })).toBeInTheDocument();
	});

	it("says 'Verification failed…' when the API refuses without a message", async () => {
		const { app } = authAnswers(() => Response.json({}, { status: 400 }));
		await renderIsland(<VerifyEmail token={FOREIGN_TOKEN} />, { app });
		expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.verify.failed);
	});

	it('says an unexpected error occurred when the network fails', async () => {
		const { app } = authAnswers(() => Promise.reject(new TypeError('offline')));
		await renderIsland(<VerifyEmail token={FOREIGN_TOKEN} />, { app });
		expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.verify.unexpected);
	});
});

describe('ResetPasswordForm', () => {
	async function submit(token: string, app?: TestApp) {
		vi.useFakeTimers({ shouldAdvanceTime: true });
		await renderIsland(<ResetPasswordForm token={token} />, { app });
		await userEvent.type(screen.getByLabelText('New Password'), PASSWORD);
		await userEvent.type(screen.getByLabelText('Verify Password'), PASSWORD);
		await act(() => userEvent.click(screen.getByRole('button', { name: 'Reset Password' })));
	}

	it('sends a token only the API understands, and says the reset worked', async () => {
		const { app, calls } = authAnswers(() => Response.json({ message: 'ok' }));
		await submit(FOREIGN_TOKEN, app);
		await vi.waitFor(() => expect(noticeTexts()).toEqual([MESSAGES.reset.success]));
		expect(calls).toEqual(['POST /api/auth/reset-password']);
	});

	it('refuses an overlong token without a call', async () => {
		const { app, calls } = authAnswers(() => Response.json({ message: 'ok' }));
		await submit(TOO_LONG, app);
		expect(noticeTexts()).toEqual([AUTH_MESSAGES.resetLinkInvalid]);
		expect(calls).toEqual([]);
	});

	it("shows the reference API's words for a link it does not know", async () => {
		await submit('0'.repeat(64));
		await vi.waitFor(() => expect(noticeTexts()).toEqual([AUTH_MESSAGES.resetLinkInvalid]));
	});

	it('checks the new password before any call', async () => {
		const { app, calls } = authAnswers(() => Response.json({ message: 'ok' }));
		vi.useFakeTimers({ shouldAdvanceTime: true });
		await renderIsland(<ResetPasswordForm token={FOREIGN_TOKEN} />, { app });
		await userEvent.type(screen.getByLabelText('New Password'), 'short');
		await userEvent.type(screen.getByLabelText('Verify Password'), 'shorter');
		await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
		expect(calls).toEqual([]);
		expect(noticeTexts()).toEqual([]);
	});
});
