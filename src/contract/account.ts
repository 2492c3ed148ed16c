// Plain constants of the account area, kept free of zod so the header can use them on pages
// that ship no island (src/contract/user.ts re-exports them next to its schemas).

/** Roles an account can hold; any other string (or '') is a plain player. */
export const STAFF_ROLES = ['root', 'admin', 'senioradmin', 'developer'] as const;

/** A role that opens the Staff Management link. */
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Avatar shown when an account has none. */
export const DEFAULT_AVATAR = '/images/default-avatar.svg';
