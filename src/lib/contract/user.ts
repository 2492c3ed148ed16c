/** Roles an account can hold; any other string (or '') is a plain player. */
export const STAFF_ROLES = ['root', 'admin', 'senioradmin', 'developer'] as const;

/** A role that opens the Staff Management link. */
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The signed-in account as `GET /auth/user` answers it (spec 3, "Current user"). */
export interface CurrentUser {
	/** Display name: letters and digits only. */
	username: string;
	/** 'root' | 'admin' | 'senioradmin' | 'developer' | 'user' | '' (anything else is a plain player). */
	role: string;
	email: string;
	/** ISO 8601 timestamp of registration. */
	registeredAt: string;
	/** Avatar URL; the client falls back to the default avatar when empty. */
	avatar: string | null;
	discordId: string | null;
	discordUsername: string | null;
	discordAvatar: string | null;
	steamId: string | null;
	steamUsername: string | null;
	steamAvatar: string | null;
}

/** Answer of `POST /auth/login` (spec 3, "Auth payloads"). */
export interface LoginResponse {
	token?: string;
	message?: string;
	needsVerification?: boolean;
	attemptsLeft?: number;
}

/** Error body every failing API call answers with. */
export interface ApiErrorBody {
	message: string;
}
