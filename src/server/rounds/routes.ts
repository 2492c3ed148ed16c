import { IdParamSchema } from '../../contract/common';
import {
	ROUND_NOT_FOUND_MESSAGE,
	type RoundActionWire,
	type RoundWire,
} from '../../contract/rounds';
import { isIndividualSteamId } from '../../contract/steam-id';
import { createRouter } from '../http/create-router';
import { apiError } from '../http/errors';
import { validate } from '../http/validate';
import { withAvatars } from '../players/avatars';
import { getRound, readRoundActions } from './list';
import { acceptsGzip, getRoundListBody } from './list-cache';

/** TTT round history (spec 7, `GET /ttt/rounds...`). */
export const roundRoutes = createRouter()
	// The list is JSON of RoundWire[] (listRounds), sent from a cache that is rebuilt when the
	// database changes; gzipped here when the client takes it, so the host does not compress 3 MB
	// on every request.
	.get('/rounds', (c) => {
		const body = getRoundListBody(c.var.db);
		c.header('Content-Type', 'application/json; charset=UTF-8');
		c.header('Vary', 'Accept-Encoding');
		if (!acceptsGzip(c.req.header('Accept-Encoding'))) return c.body(body.json);
		c.header('Content-Encoding', 'gzip');
		return c.body(new Uint8Array(body.gzip()));
	})
	.get('/rounds/:id', validate('param', IdParamSchema), (c) => {
		const round = getRound(c.var.db, c.req.valid('param').id);
		if (!round) throw apiError(404, ROUND_NOT_FOUND_MESSAGE);
		return c.json(round satisfies RoundWire);
	})
	.get('/rounds/:id/actions', validate('param', IdParamSchema), async (c) => {
		// JSON of RoundActionWire[], stored in the answer's form when the round was uploaded.
		const stored = readRoundActions(c.var.db, c.req.valid('param').id);
		if (stored === undefined) throw apiError(404, ROUND_NOT_FOUND_MESSAGE);
		const actions = JSON.parse(stored) as RoundActionWire[];
		const parties = actions.flatMap((action) => [action.actor, action.target]);
		const players = [...new Set(parties.map((party) => party?.steamId))]
			.filter(isIndividualSteamId)
			.map((steamId) => ({ steamId }));
		const avatars = new Map(
			(await withAvatars(c, players, (player) => player.steamId)).map((p) => [p.steamId, p.avatar]),
		);
		const withAvatar = (party: RoundActionWire['actor']) => {
			const avatar = avatars.get(party?.steamId ?? '');
			return party && avatar ? { ...party, avatar } : party;
		};
		return c.json(
			actions.map((action) =>
				action.actor || action.target
					? { ...action, actor: withAvatar(action.actor), target: withAvatar(action.target) }
					: action,
			) satisfies RoundActionWire[],
		);
	});
