import { apiRequest } from '../../lib/api';
import {
	RoundActionListSchema,
	RoundListSchema,
	RoundSchema,
	type Round,
	type RoundAction,
} from '../../contract/rounds';

/** Every round, newest first (`GET /ttt/rounds`). */
export function loadRounds(signal?: AbortSignal): Promise<Round[]> {
	return apiRequest('/ttt/rounds', RoundListSchema, { signal });
}

/** One round (`GET /ttt/rounds/{roundId}`); an ApiError with status 404 when unknown. */
export function loadRound(roundId: number, signal?: AbortSignal): Promise<Round> {
	return apiRequest(`/ttt/rounds/${roundId}`, RoundSchema, { signal });
}

/** A round's timeline (`GET /ttt/rounds/{roundId}/actions`). */
export function loadRoundActions(roundId: number, signal?: AbortSignal): Promise<RoundAction[]> {
	return apiRequest(`/ttt/rounds/${roundId}/actions`, RoundActionListSchema, { signal });
}
