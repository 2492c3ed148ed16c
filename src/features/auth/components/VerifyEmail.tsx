import { useEffect, useState } from 'react';
import Button from '@/components/ui/Button';
import { VERIFICATION_TOAST_MS } from '@/config/constants';
import { MESSAGES } from '@/config/messages';
import { ApiError, messageOf } from '@/lib/api';
import { AUTH_MESSAGES } from '@/contract/auth';
import { notify } from '@/lib/notices';
import { useApiData } from '@/lib/use-api-data';
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

/** The failure message of a verify call. */
function failureOf(error: unknown): string {
	if (!(error instanceof ApiError) || error.status === 0) return MESSAGES.verify.unexpected;
	return messageOf(error.body) ?? MESSAGES.verify.failed;
}

/** What the link comes to: verified, or failed with the message to show; never rejects. */
async function checkLink(token: string, signal: AbortSignal): Promise<State> {
	if (!isLinkToken(token)) return { status: 'failed', message: AUTH_MESSAGES.tokenRequired };
	try {
		const answer = await verifyEmail(token, signal);
		return answer.verified
			? { status: 'verified', message: answer.message || MESSAGES.verify.success }
			: { status: 'failed', message: answer.message || MESSAGES.verify.failed };
	} catch (error) {
		return { status: 'failed', message: failureOf(error) };
	}
}

/** /verify/{token}: checks the link, then success or failure with a resend form. */
export default function VerifyEmail({ token }: Props) {
	const [resendOpen, setResendOpen] = useState(false);

	const check = useApiData((signal) => checkLink(token, signal), [token]);
	const state: State = check.status === 'ready' ? check.data : { status: 'loading' };

	const verified = state.status === 'verified' ? state.message : null;

	// Notifications of this page last 5 s.
	useEffect(() => {
		if (verified) notify({ kind: 'success', text: verified, durationMs: VERIFICATION_TOAST_MS });
	}, [verified]);

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
