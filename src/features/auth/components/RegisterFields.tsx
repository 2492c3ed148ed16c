import { AUTH_MESSAGES } from '@/contract/auth';
import { getMismatchHint, getUsernameHint, type AuthFields } from '../model';
import { FIELD_IDS } from '../field-ids';
import PasswordHints from './PasswordHints';
import TextField from './TextField';

interface Props {
	fields: AuthFields;
	set: (name: keyof AuthFields) => (value: string) => void;
}

/** Register mode's fields after the e-mail: username, password with its rules, and its repeat. */
export default function RegisterFields({ fields, set }: Props) {
	const usernameHint = getUsernameHint(fields.username);
	const mismatch = getMismatchHint(fields.password, fields.verifyPassword);
	return (
		<>
			<TextField
				id={FIELD_IDS.username}
				label="Username"
				autoComplete="username"
				value={fields.username}
				onChange={set('username')}
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
				id={FIELD_IDS.password}
				label="Password"
				type="password"
				autoComplete="new-password"
				value={fields.password}
				onChange={set('password')}
				hint={<PasswordHints password={fields.password} />}
			/>
			<TextField
				id={FIELD_IDS.verifyPassword}
				label="Verify Password"
				type="password"
				autoComplete="new-password"
				value={fields.verifyPassword}
				onChange={set('verifyPassword')}
				invalid={mismatch !== null}
				hint={mismatch && <span className="auth-hint auth-hint--bad">{mismatch}</span>}
			/>
		</>
	);
}
