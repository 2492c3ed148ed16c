// Every rule about game-platform (Steam) ids, in one place. Two rules, two names:
// - an individual account's SteamID64 (7656119 and ten more digits): what admins are made of,
//   what game servers report for real players, and the only ids the site links to a profile
//   (round logs and leaderboards leave bots such as 'BOT' or '0' unlinked);
// - the id Steam's OpenID sign-in claims: 17 digits, trusted once Steam confirmed the assertion.

/** A SteamID64 of an individual account: 17 digits starting 7656119. */
export const INDIVIDUAL_STEAM_ID_PATTERN = /^7656119\d{10}$/;

/** The id in a Steam OpenID claimed identity: 17 digits. */
const OPENID_STEAM_ID_PATTERN = /^\d{17}$/;

/** Whether a value is an individual account's SteamID64; bots and malformed ids are not. */
export function isIndividualSteamId(id: unknown): id is string {
	return typeof id === 'string' && INDIVIDUAL_STEAM_ID_PATTERN.test(id);
}

/** Whether a value has the shape of the id a Steam OpenID assertion claims. */
export function isOpenIdSteamId(id: unknown): id is string {
	return typeof id === 'string' && OPENID_STEAM_ID_PATTERN.test(id);
}

/** The public profile link of an individual account's id; null for bots and malformed ids. */
export function steamProfileUrl(id: unknown): string | null {
	return isIndividualSteamId(id) ? `https://steamcommunity.com/profiles/${id}` : null;
}
