import { describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR, normalizeUser } from '../../src/lib/user';

/** What a user looks like when the API told us nothing about it. */
const EMPTY_USER = {
	username: 'Player',
	role: '',
	email: '',
	registeredAt: '',
	avatar: DEFAULT_AVATAR,
	discordId: null,
	discordUsername: null,
	discordAvatar: null,
	steamId: null,
	steamUsername: null,
	steamAvatar: null,
	isLoggedIn: true,
};

describe('normalizeUser', () => {
	it.each([
		['null', null],
		['undefined', undefined],
		['a string', 'not a user'],
		['a number', 42],
		['an empty object', {}],
	])('fills every field with its default for %s', (_case, raw) => {
		expect(normalizeUser(raw)).toEqual(EMPTY_USER);
	});

	it('keeps every field of a complete answer and adds isLoggedIn', () => {
		const raw = {
			username: 'Nightjar',
			role: 'user',
			email: 'player@example.com',
			registeredAt: '2023-08-27T16:31:12.000Z',
			avatar: 'https://cdn.discordapp.com/avatars/1/a.png',
			discordId: '318207461920538624',
			discordUsername: 'nightjar',
			discordAvatar: 'https://cdn.discordapp.com/avatars/1/a.png',
			steamId: '76561198045213987',
			steamUsername: 'Nightjar',
			steamAvatar: 'https://avatars.steamstatic.com/x_full.jpg',
		};
		expect(normalizeUser(raw)).toEqual({ ...raw, isLoggedIn: true });
	});

	it.each([
		['missing', {}, DEFAULT_AVATAR],
		['null', { avatar: null }, DEFAULT_AVATAR],
		['empty', { avatar: '' }, DEFAULT_AVATAR],
		['not a string', { avatar: 7 }, DEFAULT_AVATAR],
		['set', { avatar: '/a.png' }, '/a.png'],
	])('uses the default avatar when the avatar is %s', (_case, raw, avatar) => {
		expect(normalizeUser(raw).avatar).toBe(avatar);
	});

	it.each([
		[
			{ username: 'Kestrel', role: 'admin' },
			{ username: 'Kestrel', role: 'admin' },
		],
		[
			{ username: 12, role: null },
			{ username: 'Player', role: '' },
		],
		[
			{ steamId: '', discordId: '' },
			{ steamId: null, discordId: null },
		],
		[
			{ steamId: 1234, avatar: false },
			{ steamId: null, avatar: DEFAULT_AVATAR },
		],
	])('reads %o as %o', (raw, expected) => {
		expect(normalizeUser(raw)).toMatchObject(expected);
	});

	it('drops fields the client does not know', () => {
		expect(normalizeUser({ username: 'A', passwordHash: 'x' })).not.toHaveProperty('passwordHash');
	});
});
