import { useRef, useState, type SubmitEvent } from 'react';
import Button from '@/components/ui/Button';
import { VERIFICATION_TOAST_MS } from '@/config/constants';
import { MESSAGES } from '@/config/messages';
import { notify } from '@/lib/notices';
import { resendVerification } from '../api';
import { isCaptchaRejection, readFailure, validateResend } from '../model';
import CaptchaWidget, { type CaptchaHandle } from './CaptchaWidget';
import FormMessage from './FormMessage';
import TextField from './TextField';

interface Props {
	initialEmail?: string;
	submitLabel: string;
	/** Shown as a notice when the mail is on its way. */
	successMessage: string;
	/** The failure notice when the server gives no message of its own. */
	failureMessage: string;
	/** The button stays disabled until the bot check is solved (the verify page). */
	disableUntilSolved?: boolean;
	/** After a successful send; the e-mail field is cleared. */
	onSent?: () => void;
}

/** Asks for a new verification mail: e-mail, bot check and a button reading 'Sending...'. */
export default function ResendForm({
	initialEmail = '',
	submitLabel,
	successMessage,
	failureMessage,
	disableUntilSolved = false,
	onSent,
}: Props) {
	const [email, setEmail] = useState(initialEmail);
	const [captchaToken, setCaptchaToken] = useState<string | null>(null);
	const [busy, setBusy] = useState(false);
	const [problem, setProblem] = useState<string | null>(null);
	const captcha = useRef<CaptchaHandle>(null);

	async function submit(event: SubmitEvent) {
		event.preventDefault();
		if (busy) return;
		const invalid = validateResend(email, captchaToken);
		setProblem(invalid);
		if (invalid) return;
		setBusy(true);
		try {
			await resendVerification({ email: email.trim(), turnstileToken: captchaToken! });
			notify({ kind: 'success', text: successMessage, durationMs: VERIFICATION_TOAST_MS });
			setEmail('');
			onSent?.();
		} catch (error) {
			const text = isCaptchaRejection(error)
				? MESSAGES.login.captchaRejectedToast
				: readFailure(error, failureMessage);
			notify({ kind: 'error', text, durationMs: VERIFICATION_TOAST_MS });
		} finally {
			setBusy(false);
			captcha.current?.reset();
		}
	}

	return (
		<form className="auth-form" noValidate onSubmit={submit}>
			<TextField
				id="resend-email"
				label="Email"
				type="email"
				autoComplete="email"
				value={email}
				onChange={setEmail}
			/>
			<CaptchaWidget ref={captcha} id="resend-captcha" onToken={setCaptchaToken} />
			{problem && (
				<FormMessage kind="error">
					<p>{problem}</p>
				</FormMessage>
			)}
			<Button
				type="submit"
				block
				loading={busy}
				disabled={disableUntilSolved && !captchaToken && !busy}
			>
				{busy ? 'Sending...' : submitLabel}
			</Button>
		</form>
	);
}
