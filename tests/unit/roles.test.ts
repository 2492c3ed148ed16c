import { describe, expect, it } from 'vitest';
import { canSeeStaffManagement, isRoot } from '../../src/lib/roles';

describe('canSeeStaffManagement', () => {
	it.each([
		['root', true],
		['admin', true],
		['senioradmin', true],
		['developer', true],
		['user', false],
		['', false],
		[undefined, false],
		[null, false],
		['Root', false],
		['ADMIN', false],
		[' admin', false],
		['moderator', false],
	])('%o → %s', (role, expected) => {
		expect(canSeeStaffManagement(role)).toBe(expected);
	});
});

describe('isRoot', () => {
	it.each([
		['root', true],
		['admin', false],
		['senioradmin', false],
		['developer', false],
		['user', false],
		['', false],
		[undefined, false],
		[null, false],
		['Root', false],
	])('%o → %s', (role, expected) => {
		expect(isRoot(role)).toBe(expected);
	});
});
