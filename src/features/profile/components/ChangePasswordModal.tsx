import { useId, useState, type SubmitEvent } from 'react';
import Button from '@/components/ui/Button';
import PasswordHints from '@/components/ui/PasswordHints';
import { MESSAGES } from '@/config/messages';
import { ApiError, errorMessage } from '@/lib/api';
import { Modal } from '@/lib/components/Modal';
import { notify } from '@/lib/notices';
import { changePassword } from '../api';

interface Props {
	open: boolean;
	onClose: () => void;
}

const FIELDS = [
	{ name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
	{ name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
	{ name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
] as const;

type Values = Record<(typeof FIELDS)[number]['name'], string>;
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The message of a failed change: the server's, else 'Failed to change password', or 'An error
 * occurred while changing password' when the server was not reached.
 */
function failureText(error: unknown): string {
	if (error instanceof ApiError && error.status !== 0) {
		return errorMessage(error, MESSAGES.changePassword.failed);
	}
	return MESSAGES.changePassword.error;
}

/** Current, new and confirmed password; posts `{ currentPassword, newPassword }`. */
export default function ChangePasswordModal({ open, onClose }: Props) {
	const [values, setValues] = useState<Values>(EMPTY);
	const [busy, setBusy] = useState(false);
	const id = useId();

	const close = () => {
		setValues(EMPTY);
		onClose();
	};

	const submit = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		if (values.newPassword !== values.confirmPassword) {
			notify({ kind: 'error', text: MESSAGES.validation.newPasswordsMismatch });
			return;
		}
		setBusy(true);
		try {
			await changePassword({
				currentPassword: values.currentPassword,
				newPassword: values.newPassword,
			});
			notify({ kind: 'success', text: MESSAGES.changePassword.success });
			close();
		} catch (error) {
			notify({ kind: 'error', text: failureText(error) });
		} finally {
			setBusy(false);
		}
	};

	return (
		<Modal open={open} onClose={close} title="Change Password">
			<form className="password-form" onSubmit={(event) => void submit(event)}>
				{FIELDS.map((field) => (
					<div key={field.name} className="password-form__field">
						<label htmlFor={`${id}-${field.name}`}>{field.label}</label>
						<input
							id={`${id}-${field.name}`}
							type="password"
							name={field.name}
							required
							autoComplete={field.autoComplete}
							value={values[field.name]}
							aria-describedby={field.name === 'newPassword' ? `${id}-hints` : undefined}
							onChange={(event) =>
								setValues((previous) => ({ ...previous, [field.name]: event.target.value }))
							}
						/>
						{field.name === 'newPassword' && (
							// The same rules as register and reset, met or not while typing.
							<div id={`${id}-hints`}>
								<PasswordHints password={values.newPassword} />
							</div>
						)}
					</div>
				))}
				<div className="password-form__actions">
					<Button variant="ghost" onClick={close}>
						Cancel
					</Button>
					<Button type="submit" loading={busy}>
						Change Password
					</Button>
				</div>
			</form>
		</Modal>
	);
}
