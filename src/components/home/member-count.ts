import { apiRequest } from '../../lib/api';
import { GuildUsersAnswerSchema } from '../../contract/guild';
import { formatNumber } from '../../lib/format';

/** The invite link's words once the member count is known. */
export function memberCountLabel(count: number): string {
	return `Join! - ${formatNumber(count)} on Discord`;
}

/**
 * Fills the member count into the hero's Discord link. Until it arrives, and when the call fails
 * (the failure is only logged), the link keeps its server-rendered words, 'Join us on Discord'.
 */
export async function fillMemberCount(label: Element | null): Promise<void> {
	if (!label) return;
	try {
		const { memberCount } = await apiRequest('/guildUsers', GuildUsersAnswerSchema);
		if (memberCount !== null) label.textContent = memberCountLabel(memberCount);
	} catch (error) {
		console.error('Failed to load the Discord member count:', error);
	}
}
