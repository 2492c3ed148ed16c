import { IdParamSchema } from '../../contract/common';
import {
	ROUND_LIST_CAP,
	ROUND_NOT_FOUND_MESSAGE,
	RoundActionListSchema,
	RoundListSchema,
	RoundPageQuerySchema,
	RoundPageSchema,
	RoundSchema,
	type RoundActionWire,
	type RoundAnswerWire,
	type RoundPageWire,
} from '../../contract/rounds';
import { createRouter } from '../http/create-router';
import { apiError } from '../http/errors';
import { isIndividualSteamId } from '../../contract/steam-id';
import { validate } from '../http/validate';
import { withAvatars, type AvatarContext } from '../players/avatars';
import { getRound, listRounds, readRoundActions } from './list';
import { readRoundPage } from './page';
import { describeRoute } from '../http/route-docs';
import { z } from 'zod/mini';

const PAGE_PARAMS = ['page', 'pageSize', 'search'] as const;

/** TTT round history (`GET /ttt/rounds...`). */
export const roundRoutes = createRouter()
	// Without query parameters a plain array (the newest rounds); with any of them, a page.
	.get(
		'/rounds',
		describeRoute({
			summary: 'Round history: one page of rounds, or the newest rounds as a plain array',
			description: `With any of \`page\`, \`pageSize\` or \`search\`: one page \`{ rounds, total, page, pageSize }\`, newest first (a page past the end answers the last one); \`search\` matches part of a map name and a round's id (that round first). Without them: the plain array, capped at the newest ${ROUND_LIST_CAP.toLocaleString('en')} rounds. Every round carries \`isActive\`.`,
			answers: {
				200: {
					description: 'A page (with query parameters) or the newest rounds (without)',
					schema: z.union([RoundPageSchema, RoundListSchema]),
				},
			},
		}),
		validate('query', RoundPageQuerySchema),
		async (c) => {
			const asked = PAGE_PARAMS.some((name) => c.req.query(name) !== undefined);
			if (!asked) return c.json((await listRounds(c.var.db)) satisfies RoundAnswerWire[]);
			const page = await readRoundPage(c.var.db, c.req.valid('query'));
			return c.json(page satisfies RoundPageWire);
		},
	)
	.get(
		'/rounds/:id',
		describeRoute({
			summary: 'One round',
			answers: { 200: RoundSchema, 404: ROUND_NOT_FOUND_MESSAGE },
		}),
		validate('param', IdParamSchema),
		async (c) => {
			const round = await getRound(c.var.db, c.req.valid('param').id);
			if (!round) throw apiError(404, ROUND_NOT_FOUND_MESSAGE);
			return c.json(round satisfies RoundAnswerWire);
		},
	)
	.get(
		'/rounds/:id/actions',
		describeRoute({
			summary: "A round's timeline: kills, damage, purchases and other events, in order",
			answers: { 200: RoundActionListSchema, 404: ROUND_NOT_FOUND_MESSAGE },
		}),
		validate('param', IdParamSchema),
		async (c) => {
			// JSON of RoundActionWire[], stored in the answer's form when the round was uploaded.
			const stored = await readRoundActions(c.var.db, c.req.valid('param').id);
			if (stored === undefined) throw apiError(404, ROUND_NOT_FOUND_MESSAGE);
			const actions = JSON.parse(stored) as RoundActionWire[];
			return c.json((await withPartyAvatars(c, actions)) satisfies RoundActionWire[]);
		},
	);

/** The timeline with each actor's and target's avatar, where the player has one. */
async function withPartyAvatars(c: AvatarContext, actions: RoundActionWire[]) {
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
	return actions.map((action) =>
		action.actor || action.target
			? { ...action, actor: withAvatar(action.actor), target: withAvatar(action.target) }
			: action,
	);
}
