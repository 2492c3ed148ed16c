import { STAFF_DESCRIPTION_MAX_CHARS } from '../../config/constants';
import { STAFF_STATUSES, type StaffUser } from '../../contract/staff';
import { truncateText } from '../../lib/text';

/** A group of the team page with the members it shows. */
interface StaffGroup<U extends Pick<StaffUser, 'id' | 'status'> = StaffUser> {
	key: string;
	name: string;
	users: U[];
}

const STATUS_ORDER = new Map<string, number>(
	STAFF_STATUSES.map((status, index) => [status, index]),
);

/** Members sorted online < dnd < idle < offline, keeping the API's order within a status. */
export function sortByPresence<U extends Pick<StaffUser, 'status'>>(users: readonly U[]): U[] {
	return [...users].sort(
		(a, b) => (STATUS_ORDER.get(a.status) ?? 99) - (STATUS_ORDER.get(b.status) ?? 99),
	);
}

/**
 * The groups the team page shows, in the order given (core, dev, TTT, jailbreak): a member of
 * several groups appears once, in the first; members sorted by presence; empty groups dropped.
 */
export function buildStaffGroups<U extends Pick<StaffUser, 'id' | 'status'>>(
	groups: readonly StaffGroup<U>[],
): StaffGroup<U>[] {
	const seen = new Set<string>();
	return groups
		.map((group) => {
			const users = group.users.filter((user) => {
				if (seen.has(user.id)) return false;
				seen.add(user.id);
				return true;
			});
			return { ...group, users: sortByPresence(users) };
		})
		.filter((group) => group.users.length > 0);
}

/** The card's description: cut to 150 characters plus an ellipsis. */
export function staffDescription(user: Pick<StaffUser, 'description'>): string {
	return truncateText(user.description, STAFF_DESCRIPTION_MAX_CHARS, '…');
}
