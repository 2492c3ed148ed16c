import { z } from 'zod/mini';

import { DEFAULT_AVATAR } from './account';

export { DEFAULT_AVATAR, type StaffRole } from './account';

/** A text field that may be missing, null or empty on the wire; such values become `fallback`. */
function textOr<F extends string | null>(fallback: F) {
	return z.pipe(
		z.optional(z.nullable(z.string())),
		z.transform((value): string | F => value || fallback),
	);
}

/** The signed-in account as `GET /auth/user` answers it. */
export const CurrentUserSchema = z.object({
	/** Display name: letters and digits only; 'Player' when the answer has none. */
	username: textOr('Player'),
	/** 'root' | 'admin' | 'senioradmin' | 'developer' | 'user' | '' (anything else is a plain player). */
	role: textOr(''),
	email: textOr(''),
	/** ISO 8601 timestamp of registration. */
	registeredAt: textOr(''),
	/** Avatar URL; the default avatar when the account has none. */
	avatar: textOr(DEFAULT_AVATAR),
	discordId: textOr(null),
	discordUsername: textOr(null),
	discordAvatar: textOr(null),
	steamId: textOr(null),
	steamUsername: textOr(null),
	steamAvatar: textOr(null),
});

/** The current user as the API sends it: any field may be missing, null or empty. */
export type CurrentUserWire = z.input<typeof CurrentUserSchema>;

/** The signed-in user as the client keeps it: the parsed answer plus `isLoggedIn`. */
export const SessionUserSchema = z.pipe(
	CurrentUserSchema,
	z.transform((user) => ({ ...user, isLoggedIn: true as const })),
);

/** The signed-in user with every default applied. */
export type SessionUser = z.infer<typeof SessionUserSchema>;
