import { useEffect, useState } from 'react';
import Button from '@/components/ui/Button';
import { VERIFICATION_TOAST_MS } from '@/config/constants';
import { MESSAGES } from '@/config/messages';
import { ApiError } from '@/lib/api';
import { AUTH_MESSAGES } from '@/contract/auth';
import { notify } from '@/lib/notices';
import { verifyEmail } from '../api';
import { isLinkToken } from '../link-token';
import ResendForm from './ResendForm';
import '../auth.css';

interface Props {
	/** The token of the link, from the path. */
	token: string;
}

type State =
	| { status: 'loading' }
	| { status: 'verified'; message: string }
	| { status: 'failed'; message: string };

/** The failure message of a verify call (spec 8). */
function failureOf(error: unknown): string {
	if (!(error instanceof ApiError) || error.status === 0) return MESSAGES.verify.unexpected;
	const body = error.body as { message?: unknown } | null;
	return typeof body?.message === 'string' && body.message ? body.message : MESSAGES.verify.failed;
}

/** /verify/{token}: checks the link, then success or failure with a resend form (spec 2.12). */
export default function VerifyEmail({ token }: Props) {
	const [state, setState] = useState<State>({ status: 'loading' });
	const [resendOpen, setResendOpen] = useState(false);

	useEffect(() => {
		if (!isLinkToken(token)) {
			setState({ status: 'failed', message: AUTH_MESSAGES.tokenRequired });
			return;
		}
		const controller = new AbortController();
		verifyEmail(token, controller.signal).then(
			(answer) => {
				if (answer.verified) {
					setState({ status: 'verified', message: answer.message || MESSAGES.verify.success });
				} else {
					setState({ status: 'failed', message: answer.message || MESSAGES.verify.failed });
				}
			},
			(error: unknown) => {
				if (controller.signal.aborted) return;
				setState({ status: 'failed', message: failureOf(error) });
			},
		);
		return () => controller.abort();
	}, [token]);

	// Notifications of this page last 5 s (spec 4).
	useEffect(() => {
		if (state.status === 'verified') {
			notify({ kind: 'success', text: state.message, durationMs: VERIFICATION_TOAST_MS });
		}
	}, [state]);

	if (state.status === 'loading') {
		return (
			<section className="auth-card" aria-busy="true" aria-labelledby="verify-title">
				<h1 id="verify-title" className="auth-card__title">
					Verifying Your Email
				</h1>
				<p className="auth-card__lead">
					<span className="auth-spinner" aria-hidden="true" /> Checking your verification link…
				</p>
			</section>
		);
	}

	if (state.status === 'verified') {
		return (
			<section className="auth-card auth-card--success" aria-labelledby="verify-title">
				<p className="auth-card__icon" aria-hidden="true">
					✓
				</p>
				<h1 id="verify-title" className="auth-card__title">
					{MESSAGES.verify.successTitle}
				</h1>
				<p className="auth-card__lead">{state.message}</p>
				<Button href="/login" block>
					Log in
				</Button>
			</section>
		);
	}

	return (
		<section className="auth-card auth-card--failed" aria-labelledby="verify-title">
			<p className="auth-card__icon" aria-hidden="true">
				!
			</p>
			<h1 id="verify-title" className="auth-card__title">
				{MESSAGES.verify.failedTitle}
			</h1>
			<p className="auth-card__lead" role="alert">
				{state.message}
			</p>
			<div className="auth-card__actions">
				<Button href="/login" variant="secondary">
					Login
				</Button>
				{!resendOpen && (
					<Button variant="ghost" onClick={() => setResendOpen(true)}>
						Resend Verification Email
					</Button>
				)}
			</div>
			{resendOpen && (
				<ResendForm
					submitLabel="Send"
					successMessage={MESSAGES.resend.sentFromVerifyPage}
					failureMessage={MESSAGES.resend.failed}
					disableUntilSolved
					onSent={() => setResendOpen(false)}
				/>
			)}
		</section>
	);
}
