import { apiRequest } from '../../lib/api';
import { RoleUsersAnswerSchema, type StaffUser } from '../../contract/staff';

/** A staff group as the team page configures it (siteConfig.staffRoles). */
export interface StaffRole {
	key: string;
	name: string;
	roleId: string;
}

/** A configured group with the members its role has. */
interface LoadedStaffGroup extends StaffRole {
	users: StaffUser[];
}

/**
 * The members of every configured role, one call each, in parallel. A failing call is
 * only logged and its group stays empty (and is hidden), so this never rejects.
 */
export function loadStaffGroups(
	roles: readonly StaffRole[],
	signal?: AbortSignal,
): Promise<LoadedStaffGroup[]> {
	return Promise.all(
		roles.map(async (role) => {
			try {
				const answer = await apiRequest(
					`/role-users/${encodeURIComponent(role.roleId)}`,
					RoleUsersAnswerSchema,
					{ signal },
				);
				return { ...role, users: answer.users };
			} catch (error) {
				if (signal?.aborted) throw error;
				console.error(`Failed to load staff of ${role.name}:`, error);
				return { ...role, users: [] };
			}
		}),
	);
}
