import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
	canDeleteAll,
	GameGroupInputSchema,
	ImmunitySchema,
	isDeletableConfigId,
} from '../../src/contract/admin';
import { loadCommunityProfile } from '../../src/community/load';
import { donationTermsOf } from '../../src/community/money';
import {
	CreateCheckoutInputSchema,
	DONATION_MESSAGES,
	donationRules,
	DONATOR_THRESHOLD,
	DONATOR_TIER_STEPS,
	DonorSchema,
	donatorMonths,
	GoalSchema,
} from '../../src/contract/donations';
import { EventSchema, eventStatusLabel } from '../../src/contract/events';
import { NoscopeTopQuerySchema } from '../../src/contract/noscope';
import { RoundActionSchema, RoundSchema } from '../../src/contract/rounds';
import { StaffUserSchema } from '../../src/contract/staff';
import { DEFAULT_AVATAR } from '../../src/contract/user';

describe('donations', () => {
	it.each([
		[0, 0],
		[5, 0],
		[14.99, 0],
		[15, 1],
		[29.99, 1],
		[30, 2],
		[45, 2],
		[45.01, 3],
		[500, 3],
	])('%d € gives %d Donator months', (amount, months) => {
		expect(donatorMonths(amount)).toBe(months);
	});

	it("words the demo profile's rules as the site always has", () => {
		expect(DONATION_MESSAGES.minimum).toBe('Minimum donation is €5');
		expect(DONATION_MESSAGES.maximum).toBe('Maximum donation is €10,000');
		expect(DONATOR_TIER_STEPS).toEqual([
			{ amount: '€15', months: '1 month' },
			{ amount: '€30', months: '2 months' },
			{ amount: 'over €45', months: '3 months' },
		]);
		expect(DONATOR_THRESHOLD).toEqual({ text: '€15 or more', period: 'a month' });
	});

	it.each([
		[{}, { targetAmount: 200, currentAmount: 0 }],
		[{ currentAmount: 42 }, { targetAmount: 200, currentAmount: 42 }],
		[
			{ targetAmount: 300, currentAmount: 310 },
			{ targetAmount: 300, currentAmount: 310 },
		],
	])('reads the goal %o as %o', (raw, goal) => {
		expect(z.parse(GoalSchema, raw)).toEqual(goal);
	});

	it.each([undefined, null, ''])(
		'falls back to the default avatar for a donor avatar %o',
		(avatar) => {
			const donor = { userId: 1, rank: 1, username: 'A', avatar, totalAmount: 15 };
			expect(z.parse(DonorSchema, donor).avatar).toBe(DEFAULT_AVATAR);
		},
	);

	it.each([
		[{ packageId: 'donator', amount: 500 }, true],
		[{ packageId: 'donator', amount: 499 }, false],
		[{ packageId: 'donator', amount: 1500, message: 'x'.repeat(512) }, true],
		[{ packageId: 'donator', amount: 1500, message: 'x'.repeat(513) }, false],
		[{ packageId: 'gold', amount: 1500 }, false],
	])('checks the checkout body %#', (body, valid) => {
		expect(z.safeParse(CreateCheckoutInputSchema, body).success).toBe(valid);
	});
});

describe('admin', () => {
	it.each([
		[0, false],
		[1, false],
		[2, true],
		[3, false],
		[4, true],
	])('config id %d deletable: %s', (id, deletable) => {
		expect(isDeletableConfigId(id)).toBe(deletable);
	});

	it.each([
		[[4, 5, 9], true],
		[[3, 8], false],
		[[], true],
	])('Delete All for ids %o allowed: %s', (ids, allowed) => {
		expect(canDeleteAll(ids)).toBe(allowed);
	});

	it.each([
		[undefined, 100],
		[0, 0],
		[100, 100],
	])('immunity %o reads %d', (value, immunity) => {
		expect(z.parse(ImmunitySchema, value)).toBe(immunity);
	});

	it.each([-1, 101, 5.5, '50'])('rejects immunity %o', (value) => {
		expect(z.safeParse(ImmunitySchema, value).success).toBe(false);
	});

	it('defaults a new group and rejects an empty name or a flag with a comma', () => {
		expect(z.parse(GameGroupInputSchema, { name: 'Mods', region: 'eu' })).toEqual({
			name: 'Mods',
			immunity: 100,
			flags: [],
			region: 'eu',
		});
		const empty = z.safeParse(GameGroupInputSchema, { name: ' ', region: 'eu' });
		expect(empty.error?.issues[0]?.message).toBe('Group name cannot be empty.');
		const comma = z.safeParse(GameGroupInputSchema, { name: 'A', flags: ['a,b'], region: 'na' });
		expect(comma.success).toBe(false);
	});
});

describe('noscope, events, staff and rounds', () => {
	it('starts the NoScope filters at their defaults', () => {
		expect(z.parse(NoscopeTopQuerySchema, {})).toEqual({
			filterBy: 'count',
			weapon: 'all',
			headshot: 'all',
			minDistance: 500,
			limit: 50,
		});
		expect(z.parse(NoscopeTopQuerySchema, { minDistance: '1200', weapon: 'awp' })).toMatchObject({
			minDistance: 1200,
			weapon: 'awp',
		});
		expect(z.safeParse(NoscopeTopQuerySchema, { minDistance: '100' }).success).toBe(false);
	});

	it('applies the event defaults and status labels', () => {
		const event = { id: '1', name: 'Movie night', status: 1, scheduledStartTime: '2026-05-01' };
		expect(z.parse(EventSchema, event)).toMatchObject({
			recurrence: 'One-time',
			description: 'No description available',
		});
		expect([1, 2, 3, 4, 9].map(eventStatusLabel)).toEqual([
			'Scheduled',
			'Active',
			'Completed',
			'Canceled',
			'Unknown',
		]);
	});

	it('reads an unknown staff status as offline', () => {
		const user = { id: '1', username: 'A', status: 'streaming' };
		expect(z.parse(StaffUserSchema, user)).toMatchObject({ status: 'offline', avatarUrl: null });
	});

	it('applies the round and action defaults', () => {
		expect(z.parse(RoundSchema, { id: 1, map: 'ttt_67th', startTime: 'x' })).toMatchObject({
			endTime: null,
			isActive: false,
		});
		expect(z.parse(RoundActionSchema, { actionType: 'KillAction' })).toMatchObject({
			severity: 'low',
			actor: null,
		});
		expect(z.safeParse(RoundSchema, { id: '1', map: 'x' }).success).toBe(false);
	});
});

// tests/fixtures/community/ember-outpost.json gives in dollars: 3 to 2,500, tiers 10, 20, over 30.
describe("another community's donation terms", () => {
	const terms = donationTermsOf(
		loadCommunityProfile('tests/fixtures/community/ember-outpost.json', 'src/styles/tokens.css')
			.donations,
	);
	const rules = donationRules(terms);

	it('takes the currency, its symbol and the amounts from the profile', () => {
		expect(terms).toMatchObject({
			currency: 'USD',
			symbol: '$',
			minimum: 3,
			maximum: 2500,
			defaultAmount: 10,
			monthlyGoal: 150,
		});
	});

	it.each([
		[2.99, 0],
		[9.99, 0],
		[10, 1],
		[19.99, 1],
		[20, 2],
		[30, 2],
		[30.01, 3],
		[2500, 3],
	])('$%d gives %d Donator months', (amount, months) => {
		expect(rules.months(amount)).toBe(months);
	});

	it('words its bounds and tiers in dollars', () => {
		expect(rules.messages).toEqual({
			minimum: 'Minimum donation is $3',
			maximum: 'Maximum donation is $2,500',
		});
		expect(rules.steps).toEqual([
			{ amount: '$10', months: '1 month' },
			{ amount: '$20', months: '2 months' },
			{ amount: 'over $30', months: '3 months' },
		]);
		expect(rules.donatorThreshold).toBe('$10 or more');
	});

	it('words a lowest tier that starts above its amount and lasts longer', () => {
		const other = donationRules({
			...terms,
			currency: 'GBP',
			symbol: '£',
			tiers: [{ from: 1000, months: 2, over: true }],
		});
		expect(other.donatorThreshold).toBe('more than £1,000');
		expect(other.donatorPeriod).toBe('2 months');
		expect(other.months(1000)).toBe(0);
		expect(other.months(1000.01)).toBe(2);
	});
});
