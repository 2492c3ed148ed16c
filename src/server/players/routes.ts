import {
	PLAYER_MESSAGES,
	PlayerIdParamSchema,
	PlayerSearchQuerySchema,
	type PlayerProfileWire,
	type PlayerSummaryWire,
} from '../../contract/players';
import { createRouter } from '../http/create-router';
import { apiError } from '../http/errors';
import { readBearer } from '../http/require-auth';
import { validate } from '../http/validate';
import { renderAvatarSvg } from './avatar-svg';
import { searchPlayers } from './directory';
import { readPlayerProfile } from './profile';

/** A day: generated avatars never change, so browsers keep them. */
const AVATAR_MAX_AGE = 86_400;

/** Player pages and the player search. */
export const playerRoutes = createRouter()
	.get('/', validate('query', PlayerSearchQuerySchema), async (c) => {
		const players = searchPlayers(c.var.db, c.req.valid('query').search);
		const avatars = await c.var.adapters.steamProfiles.avatars(
			c.var.db,
			players.map((player) => player.steamId),
		);
		return c.json(
			players.map((player) => ({
				...player,
				avatar: avatars.get(player.steamId) ?? null,
			})) satisfies PlayerSummaryWire[],
		);
	})
	.get('/:steamId', validate('param', PlayerIdParamSchema), async (c) => {
		const { steamId } = c.req.valid('param');
		// Poop figures answer only a live token; any other request gets the public answer.
		const profile = readPlayerProfile(c.var.db, steamId, { member: Boolean(readBearer(c)) });
		if (!profile) throw apiError(404, PLAYER_MESSAGES.notFound);
		const avatars = await c.var.adapters.steamProfiles.avatars(c.var.db, [steamId]);
		return c.json({ ...profile, avatar: avatars.get(steamId) ?? null } satisfies PlayerProfileWire);
	})
	.get('/:steamId/avatar.svg', validate('param', PlayerIdParamSchema), (c) => {
		c.header('Content-Type', 'image/svg+xml; charset=utf-8');
		c.header('Cache-Control', `public, max-age=${AVATAR_MAX_AGE}`);
		// Opened on its own, the document may not run or load anything.
		c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
		return c.body(renderAvatarSvg(c.req.valid('param').steamId));
	});
