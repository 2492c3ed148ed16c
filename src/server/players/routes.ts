import {
	PLAYER_MESSAGES,
	PLAYER_SEARCH_LIMIT,
	PlayerIdParamSchema,
	PlayerProfileSchema,
	PlayerSearchQuerySchema,
	PlayerSearchResultSchema,
	type PlayerProfileWire,
	type PlayerSummaryWire,
} from '../../contract/players';
import { createRouter } from '../http/create-router';
import { apiError } from '../http/errors';
import { readBearer } from '../auth/require-auth';
import { describeRoute } from '../http/route-docs';
import { validate } from '../http/validate';
import { renderAvatarSvg } from './avatar-svg';
import { findPlayer, searchPlayers } from './directory';
import { readPlayerProfile } from './profile';

/** A day: generated avatars never change, so browsers keep them. */
const AVATAR_MAX_AGE = 86_400;

/** Player pages and the player search. */
export const playerRoutes = createRouter()
	.get(
		'/',
		describeRoute({
			summary: 'Find players by name or SteamID64',
			description: `Players whose SteamID64 starts with the digits of \`search\`, then players whose name starts with it (ASCII letters in any case), in that order; at most ${PLAYER_SEARCH_LIMIT}.`,
			answers: { 200: PlayerSearchResultSchema },
		}),
		validate('query', PlayerSearchQuerySchema),
		async (c) => {
			const players = await searchPlayers(c.var.db, c.req.valid('query').search);
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
		},
	)
	.get(
		'/:steamId',
		describeRoute({
			summary: "A player's page: name, avatar, TTT rounds, Jailbreak figures and eggs found",
			description:
				'Poop figures come only with a live bearer token; the donator badge only for a player the game servers reported whose Steam account is linked to a member, its expiry date only to that member.',
			auth: 'optional-bearer',
			answers: { 200: PlayerProfileSchema, 404: PLAYER_MESSAGES.notFound },
		}),
		validate('param', PlayerIdParamSchema),
		async (c) => {
			const { steamId } = c.req.valid('param');
			// Poop figures answer only a live token; any other request gets the public answer. The
			// token is read while the player is looked up.
			const [found, bearer] = await Promise.all([findPlayer(c.var.db, steamId), readBearer(c)]);
			// Steam is asked only about players the site knows; its answer (the profile name too)
			// is in the cache before the page is read.
			if (!found) throw apiError(404, PLAYER_MESSAGES.notFound);
			const avatars = await c.var.adapters.steamProfiles.avatars(c.var.db, [steamId]);
			const viewer = bearer?.account;
			const profile = await readPlayerProfile(c.var.db, steamId, {
				member: viewer !== undefined,
				accountId: viewer?.id,
			});
			if (!profile) throw apiError(404, PLAYER_MESSAGES.notFound);
			return c.json({
				...profile,
				avatar: avatars.get(steamId) ?? null,
			} satisfies PlayerProfileWire);
		},
	)
	.get(
		'/:steamId/avatar.svg',
		describeRoute({
			summary: "A player's generated avatar (the demo site's avatars)",
			answers: {
				200: { description: 'The avatar', media: 'image/svg+xml' },
			},
		}),
		validate('param', PlayerIdParamSchema),
		(c) => {
			c.header('Content-Type', 'image/svg+xml; charset=utf-8');
			c.header('Cache-Control', `public, max-age=${AVATAR_MAX_AGE}`);
			// Opened on its own, the document may not run or load anything.
			c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
			return c.body(renderAvatarSvg(c.req.valid('param').steamId));
		},
	);
