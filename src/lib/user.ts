import type { CurrentUser } from './contract/user';

/** Avatar shown when an account has none. */
export const DEFAULT_AVATAR = '/images/default-avatar.svg';

/** The signed-in user as the client keeps it: the API fields plus `isLoggedIn`. */
export interface SessionUser extends CurrentUser {
	isLoggedIn: true;
}

function text(value: unknown, fallback = ''): string {
	return typeof value === 'string' ? value : fallback;
}

function optionalText(value: unknown): string | null {
	return typeof value === 'string' && value !== '' ? value : null;
}

/** Normalises a `GET /auth/user` answer so a missing field never breaks a view. */
export function normalizeUser(raw: unknown): SessionUser {
	const data = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
	return {
		username: text(data.username, 'Player'),
		role: text(data.role),
		email: text(data.email),
		registeredAt: text(data.registeredAt),
		avatar: optionalText(data.avatar) ?? DEFAULT_AVATAR,
		discordId: optionalText(data.discordId),
		discordUsername: optionalText(data.discordUsername),
		discordAvatar: optionalText(data.discordAvatar),
		steamId: optionalText(data.steamId),
		steamUsername: optionalText(data.steamUsername),
		steamAvatar: optionalText(data.steamAvatar),
		isLoggedIn: true,
	};
}
