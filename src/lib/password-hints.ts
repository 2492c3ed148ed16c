import { checkPassword, PASSWORD_RULES, type PasswordRuleId } from '../contract/credentials';

/** One password hint beside the field: its label and whether the password meets it. */
interface PasswordHint {
	id: PasswordRuleId;
	label: string;
	met: boolean;
}

/** The hints ('8+ chars', 'A-Z', 'a-z', '0-9', the special set) for a password. */
export function getPasswordHints(password: string): PasswordHint[] {
	const result = checkPassword(password);
	return (Object.keys(PASSWORD_RULES) as PasswordRuleId[]).map((id) => ({
		id,
		label: PASSWORD_RULES[id].hint,
		met: result[id],
	}));
}
