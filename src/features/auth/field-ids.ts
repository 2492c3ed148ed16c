import type { AuthFields } from './model';

/** The id of each field's input on the login screen. */
export const FIELD_IDS: Readonly<Record<keyof AuthFields, string>> = {
	email: 'auth-email',
	username: 'auth-username',
	password: 'auth-password',
	verifyPassword: 'auth-verify-password',
};

/** What ties an input to its field: its id, the value and the setter. */
export interface FieldBinding {
	id: string;
	value: string;
	onChange: (value: string) => void;
}

/** Binds an input of the login screen to one of its fields. */
export type BindField = (name: keyof AuthFields) => FieldBinding;
