import type { AuthFields } from './model';

/** The id of each field's input on the login screen. */
export const FIELD_IDS: Readonly<Record<keyof AuthFields, string>> = {
	email: 'auth-email',
	username: 'auth-username',
	password: 'auth-password',
	verifyPassword: 'auth-verify-password',
};
