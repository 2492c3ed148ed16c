import { describe, expect, it } from 'vitest';
import { buildStaffGroups, sortByPresence, staffDescription } from '../../src/features/staff/model';
import {
	DEFAULT_STAFF_DESCRIPTION,
	type StaffStatus,
	StaffUserSchema,
} from '../../src/contract/staff';

const user = (id: string, status: StaffStatus) => ({ id, status });

describe('buildStaffGroups', () => {
	it('keeps a member of several groups in the first one only, in the given group order', () => {
		const groups = buildStaffGroups([
			{ key: 'core', name: 'Core Team', users: [user('a', 'idle'), user('b', 'online')] },
			{ key: 'dev', name: 'Development', users: [user('b', 'online'), user('c', 'offline')] },
			{ key: 'ttt', name: 'TTT Staff', users: [user('a', 'idle')] },
			{ key: 'jailbreak', name: 'Jailbreak Staff', users: [user('d', 'dnd')] },
		]);
		expect(groups.map((group) => [group.key, group.users.map((member) => member.id)])).toEqual([
			['core', ['b', 'a']],
			['dev', ['c']],
			['jailbreak', ['d']],
		]);
	});

	it('drops groups without members', () => {
		expect(
			buildStaffGroups([
				{ key: 'core', name: 'Core Team', users: [] },
				{ key: 'dev', name: 'Development', users: [user('a', 'online')] },
			]).map((group) => group.key),
		).toEqual(['dev']);
	});
});

describe('sortByPresence', () => {
	it('sorts online < dnd < idle < offline and keeps the order within a status', () => {
		const sorted = sortByPresence([
			user('off1', 'offline'),
			user('idle', 'idle'),
			user('on1', 'online'),
			user('dnd', 'dnd'),
			user('off2', 'offline'),
			user('on2', 'online'),
		]);
		expect(sorted.map((member) => member.id)).toEqual([
			'on1',
			'on2',
			'dnd',
			'idle',
			'off1',
			'off2',
		]);
	});
});

describe('staffDescription', () => {
	it.each([
		['b'.repeat(150), 'b'.repeat(150)],
		['b'.repeat(151), `${'b'.repeat(150)}…`],
		['short', 'short'],
	])('cuts %# at 150 characters with an ellipsis', (description, shown) => {
		expect(staffDescription({ description })).toBe(shown);
	});

	it('falls back to the default text, and reads unknown presence as offline', () => {
		const parsed = StaffUserSchema.parse({ id: 1, username: 'x', status: 'streaming' });
		expect(staffDescription(parsed)).toBe(DEFAULT_STAFF_DESCRIPTION);
		expect(parsed).toMatchObject({ id: '1', status: 'offline', avatarUrl: null });
	});
});
