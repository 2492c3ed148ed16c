import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { CurrentUserSchema, DEFAULT_AVATAR, SessionUserSchema } from '../../src/contract/user';

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
};

const parse = (raw: unknown) => z.safeParse(CurrentUserSchema, raw);

describe('CurrentUserSchema', () => {
	it('fills every field with its default for an empty object', () => {
		expect(parse({})).toEqual({ success: true, data: EMPTY_USER });
	});

	it('keeps every field of a complete answer', () => {
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
		expect(parse(raw)).toEqual({ success: true, data: raw });
	});

	it.each([
		['missing', {}, DEFAULT_AVATAR],
		['null', { avatar: null }, DEFAULT_AVATAR],
		['empty', { avatar: '' }, DEFAULT_AVATAR],
		['set', { avatar: '/a.png' }, '/a.png'],
	])('uses the default avatar when the avatar is %s', (_case, raw, avatar) => {
		expect(parse(raw).data?.avatar).toBe(avatar);
	});

	it.each([
		[
			{ username: 'Kestrel', role: 'admin' },
			{ username: 'Kestrel', role: 'admin' },
		],
		[
			{ username: '', role: null },
			{ username: 'Player', role: '' },
		],
		[
			{ steamId: '', discordId: '' },
			{ steamId: null, discordId: null },
		],
		[
			{ steamUsername: null, discordAvatar: undefined },
			{ steamUsername: null, discordAvatar: null },
		],
	])('reads %o as %o', (raw, expected) => {
		expect(parse(raw).data).toMatchObject(expected);
	});

	it.each([
		['null', null],
		['undefined', undefined],
		['a string', 'not a user'],
		['a number', 42],
		['an array', [{ username: 'A' }]],
		['a number as username', { username: 12 }],
		['a number as steam id', { steamId: 1234 }],
		['a boolean as avatar', { avatar: false }],
	])('rejects %s as a malformed answer', (_case, raw) => {
		expect(parse(raw).success).toBe(false);
	});

	it('drops fields the client does not know', () => {
		expect(parse({ username: 'A', passwordHash: 'x' }).data).not.toHaveProperty('passwordHash');
	});
});

describe('SessionUserSchema', () => {
	it('adds isLoggedIn to the parsed user', () => {
		expect(z.parse(SessionUserSchema, { username: 'Kestrel' })).toEqual({
			...EMPTY_USER,
			username: 'Kestrel',
			isLoggedIn: true,
		});
	});
});
