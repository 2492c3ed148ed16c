import { describe, expect, it } from 'vitest';
import { GameGroupListSchema } from '../../src/contract/admin';
import { RoleUsersAnswerSchema } from '../../src/contract/staff';
import { strictAnswer } from '../fixtures/strict-schema';

describe('strictAnswer', () => {
	const group = { id: 1, name: 'Root', immunity: 100, flags: 'z,root', region: 'eu' };

	it('passes what the server sends by the contract, with the same result as the browser', () => {
		expect(strictAnswer(GameGroupListSchema).parse([group])).toEqual(
			GameGroupListSchema.parse([group]),
		);
	});

	it('refuses a field the browser would have defaulted or repaired', () => {
		const { immunity: _immunity, ...withoutImmunity } = group;
		expect(GameGroupListSchema.safeParse([withoutImmunity]).success).toBe(true);
		expect(strictAnswer(GameGroupListSchema).safeParse([withoutImmunity]).success).toBe(false);
		const junk = { ...group, immunity: 'high' };
		expect(GameGroupListSchema.safeParse([junk]).success).toBe(true);
		expect(strictAnswer(GameGroupListSchema).safeParse([junk]).success).toBe(false);
	});

	it('refuses keys the contract does not name', () => {
		expect(strictAnswer(GameGroupListSchema).safeParse([{ ...group, extra: 1 }]).success).toBe(
			false,
		);
	});

	it('reaches into nested objects and arrays', () => {
		expect(strictAnswer(RoleUsersAnswerSchema).safeParse({ id: '1', users: [{}] }).success).toBe(
			false,
		);
	});
});
