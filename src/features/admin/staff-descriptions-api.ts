// Apart from the other moderation calls: only the staff page reads them, and the staff contract
// they bring would otherwise ride along with the users, audit and donations pages.
import { apiRequest } from '@/lib/api';
import { StaffDescriptionListSchema, StaffDescriptionSchema } from '@/contract/moderation';
import { RoleUsersAnswerSchema } from '@/contract/staff';

/** The members of a staff role, as the team page lists them. */
export function loadStaffRole(roleId: string, signal?: AbortSignal) {
	return apiRequest(`/role-users/${roleId}`, RoleUsersAnswerSchema, { signal });
}

/** The saved staff descriptions. */
export function loadStaffDescriptions(signal?: AbortSignal) {
	return apiRequest('/admin/staff-descriptions', StaffDescriptionListSchema, {
		auth: true,
		signal,
	});
}

/** Saves a staff member's description (empty removes it); answers the text saved. */
export async function saveStaffDescription(discordUserId: string, description: string) {
	const saved = await apiRequest(
		`/admin/staff-descriptions/${discordUserId}`,
		StaffDescriptionSchema,
		{ method: 'PUT', auth: true, body: { description } },
	);
	return saved.description;
}
