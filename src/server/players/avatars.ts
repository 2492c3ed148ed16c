import { isIndividualSteamId } from '../../contract/steam-id';
import type { Adapters } from '../adapters/index';
import type { SiteDb } from '../db/kysely';

/** The part of a request context the look-up needs (any route's context has it). */
export interface AvatarContext {
	var: { db: SiteDb; adapters: Adapters };
}

/**
 * The rows with the `avatar` of the player `idOf` names, where the avatar source knows one
 * (bots and malformed ids get none). One batched look-up per answer.
 */
export async function withAvatars<T extends object>(
	c: AvatarContext,
	rows: readonly T[],
	idOf: (row: T) => string | null | undefined,
): Promise<(T & { avatar?: string })[]> {
	const ids = rows.map(idOf).filter(isIndividualSteamId);
	if (ids.length === 0) return [...rows];
	const avatars = await c.var.adapters.steamProfiles.avatars(c.var.db, ids);
	return rows.map((row) => {
		const avatar = avatars.get(idOf(row) ?? '');
		return avatar ? { ...row, avatar } : row;
	});
}
