import { STAFF_ROLES, type StaffRole } from '../contract/account';

/** Whether a role sees the Staff Management link (root, admin, senioradmin, developer). */
export function canSeeStaffManagement(role: string | null | undefined): role is StaffRole {
	return (STAFF_ROLES as readonly string[]).includes(role ?? '');
}

/** Whether a role may use the /admin area (root only). */
export function isRoot(role: string | null | undefined): boolean {
	return role === 'root';
}
