import { apiRequest } from '../../lib/api';
import { EventsAnswerSchema, type CommunityEvent } from '../../contract/events';

/**
 * The guild's scheduled events. A failure is only logged and the section shows its
 * placeholders, so this never rejects (except when the view aborts it).
 */
export async function loadEvents(guildId: string, signal?: AbortSignal): Promise<CommunityEvent[]> {
	try {
		const answer = await apiRequest(
			`/guild-events/${encodeURIComponent(guildId)}`,
			EventsAnswerSchema,
			{
				signal,
			},
		);
		return answer.events;
	} catch (error) {
		if (signal?.aborted) throw error;
		console.error('Failed to load events:', error);
		return [];
	}
}
