import { z } from 'zod/mini';
import { apiRequest } from '../../lib/api';
import { ROUNDS_PER_PAGE } from '../../config/constants';
import {
	RoundActionListSchema,
	RoundListSchema,
	RoundPageSchema,
	RoundSchema,
	type Round,
	type RoundAction,
	type RoundPage,
} from '../../contract/rounds';
import type { ListRequest } from './model';

/** A page, or the plain array of rounds from an API that does not page. */
const RoundListAnswerSchema = z.union([RoundPageSchema, RoundListSchema]);

/** One page of the rounds a search matches (`GET /ttt/rounds?page=&pageSize=&search=`). */
export function loadRoundPage(
	{ page, search }: ListRequest,
	signal?: AbortSignal,
): Promise<RoundPage | Round[]> {
	return apiRequest('/ttt/rounds', RoundListAnswerSchema, {
		query: { page, pageSize: ROUNDS_PER_PAGE, search: search.trim() || undefined },
		signal,
	});
}

/** One round (`GET /ttt/rounds/{roundId}`); an ApiError with status 404 when unknown. */
export function loadRound(roundId: number, signal?: AbortSignal): Promise<Round> {
	return apiRequest(`/ttt/rounds/${roundId}`, RoundSchema, { signal });
}

/** A round's timeline (`GET /ttt/rounds/{roundId}/actions`). */
export function loadRoundActions(roundId: number, signal?: AbortSignal): Promise<RoundAction[]> {
	return apiRequest(`/ttt/rounds/${roundId}/actions`, RoundActionListSchema, { signal });
}
