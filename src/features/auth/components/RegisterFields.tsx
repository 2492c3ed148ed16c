import { AUTH_MESSAGES } from '@/contract/auth';
import { getMismatchHint, getUsernameHint, type AuthFields } from '../model';
import type { BindField } from '../field-ids';
import PasswordHints from '@/components/ui/PasswordHints';
import TextField from './TextField';

interface Props {
	fields: AuthFields;
	bind: BindField;
}

/** Register mode's fields after the e-mail: username, password with its rules, and its repeat. */
export default function RegisterFields({ fields, bind }: Props) {
	const usernameHint = getUsernameHint(fields.username);
	const mismatch = getMismatchHint(fields.password, fields.verifyPassword);
	return (
		<>
			<TextField
				{...bind('username')}
				label="Username"
				autoComplete="username"
				invalid={usernameHint !== null && usernameHint !== 'valid'}
				hint={
					usernameHint === 'valid' ? (
						<span className="auth-hint auth-hint--ok">
							<span aria-hidden="true">✓</span>
							<span className="visually-hidden">Valid username</span>
						</span>
					) : (
						<span className={usernameHint ? 'auth-hint auth-hint--bad' : 'auth-hint'}>
							{AUTH_MESSAGES.usernameInvalid}
						</span>
					)
				}
			/>
			<TextField
				{...bind('password')}
				label="Password"
				type="password"
				autoComplete="new-password"
				hint={<PasswordHints password={fields.password} />}
			/>
			<TextField
				{...bind('verifyPassword')}
				label="Verify Password"
				type="password"
				autoComplete="new-password"
				invalid={mismatch !== null}
				hint={mismatch && <span className="auth-hint auth-hint--bad">{mismatch}</span>}
			/>
		</>
	);
}
