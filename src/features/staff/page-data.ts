import { RoleUsersAnswerSchema } from '../../contract/staff';
import { readPageData, type FetchApi } from '../../lib/page-data';
import type { LoadedStaffGroup, StaffRole } from './api';

/**
 * The members of every configured role, read through the API in process when the team page is
 * rendered, so the cards are in its first paint. Any read that fails gives undefined: the island
 * then loads the groups itself and shows what the browser gets.
 */
export async function readStaffGroupsForPage(
	roles: readonly StaffRole[],
	fetchApi: FetchApi,
): Promise<LoadedStaffGroup[] | undefined> {
	const reads = await Promise.all(
		roles.map((role) =>
			readPageData(
				fetchApi,
				`/role-users/${encodeURIComponent(role.roleId)}`,
				RoleUsersAnswerSchema,
			),
		),
	);
	const groups: LoadedStaffGroup[] = [];
	for (const [index, role] of roles.entries()) {
		const read = reads[index];
		if (read?.kind !== 'found') return undefined;
		groups.push({ ...role, users: read.data.users });
	}
	return groups;
}
