// The password policy and the username rule, shared by the forms and the API.

/** Shortest password accepted at registration, reset and change. */
const PASSWORD_MIN_LENGTH = 8;
/** A password needs one of these. */
const PASSWORD_SPECIAL_CHARACTERS = '.,@#$%^&*!_-';
/** Longest password read: hashing work stays bounded. */
export const PASSWORD_MAX_LENGTH = 1024;
/** Usernames are letters and digits only. */
export const USERNAME_PATTERN = /^[A-Za-z0-9]+$/;
/** Longest username accepted, so it fits the header and the leaderboards. */
export const USERNAME_MAX_LENGTH = 32;

/** One rule of the password policy: its hint beside the field and its message in `passwordErrors`. */
interface PasswordRule {
	hint: string;
	message: string;
	test: (password: string) => boolean;
}

/**
 * The password policy: 8+ characters, an uppercase letter, a lowercase letter, a digit and one of
 * the special characters, in the order the hints show.
 */
export const PASSWORD_RULES = {
	length: {
		hint: `${PASSWORD_MIN_LENGTH}+ chars`,
		message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
		test: (password) => password.length >= PASSWORD_MIN_LENGTH,
	},
	upper: {
		hint: 'A-Z',
		message: 'Password must contain an uppercase letter',
		test: (password) => /[A-Z]/.test(password),
	},
	lower: {
		hint: 'a-z',
		message: 'Password must contain a lowercase letter',
		test: (password) => /[a-z]/.test(password),
	},
	digit: {
		hint: '0-9',
		message: 'Password must contain a number',
		test: (password) => /\d/.test(password),
	},
	special: {
		hint: PASSWORD_SPECIAL_CHARACTERS.split('').join(' '),
		message: `Password must contain a special character (${PASSWORD_SPECIAL_CHARACTERS})`,
		test: (password) => [...password].some((char) => PASSWORD_SPECIAL_CHARACTERS.includes(char)),
	},
} as const satisfies Record<string, PasswordRule>;

/** Name of a password rule. */
export type PasswordRuleId = keyof typeof PASSWORD_RULES;

/** Whether the password passes each rule of the policy. */
export function checkPassword(password: string): Record<PasswordRuleId, boolean> {
	const result = {} as Record<PasswordRuleId, boolean>;
	for (const [id, rule] of Object.entries(PASSWORD_RULES)) {
		result[id as PasswordRuleId] = rule.test(password);
	}
	return result;
}

/** The messages of the rules the password fails; empty when it meets the policy. */
export function passwordErrors(password: string): string[] {
	return Object.values(PASSWORD_RULES)
		.filter((rule) => !rule.test(password))
		.map((rule) => rule.message);
}

/** Whether a username is letters and digits only. */
export function isValidUsername(username: string): boolean {
	return USERNAME_PATTERN.test(username) && username.length <= USERNAME_MAX_LENGTH;
}

/** The messages of the password rules, which a register answer lists in `passwordErrors`. */
export const PASSWORD_RULE_MESSAGES: readonly string[] = Object.values(PASSWORD_RULES).map(
	(rule) => rule.message,
);
