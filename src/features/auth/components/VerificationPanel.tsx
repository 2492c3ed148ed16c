import { useEffect, useState } from 'react';
import { MESSAGES } from '@/config/messages';
import { takePendingEmail } from '../pending-email';
import ResendForm from './ResendForm';
import '../auth.css';

/** /verification: the mail was sent, a spam tip, and a resend form. */
export default function VerificationPanel() {
	const [email, setEmail] = useState<string | null>(null);

	// Read after hydration: session storage does not exist on the server.
	useEffect(() => setEmail(takePendingEmail()), []);

	return (
		<section className="auth-card" aria-labelledby="verification-title">
			<p className="eyebrow">Account</p>
			<h1 id="verification-title" className="auth-card__title">
				Check Your Email
			</h1>
			<p className="auth-card__lead">{MESSAGES.verification.sent}</p>
			<p className="auth-card__tip">{MESSAGES.verification.spamTip}</p>
			<h2 className="auth-card__subtitle">Resend Verification Email</h2>
			{email === null ? (
				<div className="auth-form__placeholder" aria-hidden="true" />
			) : (
				<ResendForm
					initialEmail={email}
					submitLabel="Resend Verification Email"
					successMessage={MESSAGES.resend.sentFromLoginArea}
					failureMessage={MESSAGES.resend.resendFailed}
				/>
			)}
			<p className="auth-card__switch">
				<a className="auth-link" href="/login">
					Back to Login
				</a>
			</p>
		</section>
	);
}
