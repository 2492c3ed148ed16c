import { apiRequest } from '@/lib/api';
import {
	AdminDonationPageSchema,
	AdminUserPageSchema,
	AdminUserSchema,
	AuditPageSchema,
	type AccountRole,
	type AdminUser,
} from '@/contract/moderation';

/** One page of accounts matching the search. */
export function loadUsers(search: string, page: number, signal?: AbortSignal) {
	return apiRequest('/admin/users', AdminUserPageSchema, {
		auth: true,
		query: { search: search || undefined, page },
		signal,
	});
}

/** Disables an account (its tokens are revoked) or enables it; answers the account. */
export function setUserDisabled(id: number, disabled: boolean): Promise<AdminUser> {
	return apiRequest(`/admin/users/${id}/disabled`, AdminUserSchema, {
		method: 'PUT',
		auth: true,
		body: { disabled },
	});
}

/** Gives an account a role; answers the account. */
export function setUserRole(id: number, role: AccountRole): Promise<AdminUser> {
	return apiRequest(`/admin/users/${id}/role`, AdminUserSchema, {
		method: 'PUT',
		auth: true,
		body: { role },
	});
}

/** One page of the audit log, newest first. */
export function loadAudit(page: number, signal?: AbortSignal) {
	return apiRequest('/admin/audit', AuditPageSchema, { auth: true, query: { page }, signal });
}

/** One page of every donation, newest first. */
export function loadDonations(page: number, signal?: AbortSignal) {
	return apiRequest('/admin/donations', AdminDonationPageSchema, {
		auth: true,
		query: { page },
		signal,
	});
}
