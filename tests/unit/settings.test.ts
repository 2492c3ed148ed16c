import { describe, expect, it } from 'vitest';
import {
	DEFAULT_AUTH_RATE_LIMIT,
	DEFAULT_BACKUP_EVERY_HOURS,
	DEFAULT_BACKUP_KEEP,
	DEFAULT_COMMUNITY_PROFILE,
	DEFAULT_DATABASE_PATH,
	DEFAULT_SITE_URL,
	DEFAULT_TURNSTILE_VERIFY_URL,
} from '../../src/defaults';
import { DEFAULT_POOL_SIZE } from '../../src/server/db/postgres-target';
import { parseServerSettings, readServerSettings } from '../../src/server/settings';

describe('parseServerSettings', () => {
	it('gives every setting its default when the environment is empty', () => {
		expect(parseServerSettings({})).toEqual({
			DATABASE_PATH: DEFAULT_DATABASE_PATH,
			DATABASE_POOL_SIZE: DEFAULT_POOL_SIZE,
			GAME_STATUS_MODE: 'demo',
			TRUST_PROXY: [],
			AUTH_RATE_LIMIT: DEFAULT_AUTH_RATE_LIMIT,
			SITE_URL: DEFAULT_SITE_URL,
			BACKUP_EVERY_HOURS: DEFAULT_BACKUP_EVERY_HOURS,
			BACKUP_KEEP: DEFAULT_BACKUP_KEEP,
			TURNSTILE_VERIFY_URL: DEFAULT_TURNSTILE_VERIFY_URL,
			REGISTRATION: 'open',
			ACCESS_LOG: 'on',
			COMMUNITY_PROFILE: DEFAULT_COMMUNITY_PROFILE,
		});
	});

	it('reads SWITCHED_OFF as a sorted list of known parts and SITE_MODE as a mode', () => {
		const settings = parseServerSettings({
			SWITCHED_OFF: ' steam-linking, donations,steam-linking ',
			SITE_MODE: 'production',
		});
		expect(settings.SWITCHED_OFF).toEqual(['donations', 'steam-linking']);
		expect(settings.SITE_MODE).toBe('production');
		expect(
			parseServerSettings({ SITE_MODE: '', SWITCHED_OFF: '', COMMUNITY_PROFILE: '' }),
		).toMatchObject({
			SITE_MODE: undefined,
			SWITCHED_OFF: undefined,
			COMMUNITY_PROFILE: DEFAULT_COMMUNITY_PROFILE,
		});
	});

	it('treats an empty value as unset, as a copied .env.example has them', () => {
		const settings = parseServerSettings({ TURNSTILE_SECRET_KEY: '', SMTP_URL: '' });
		expect(settings.TURNSTILE_SECRET_KEY).toBeUndefined();
		expect(settings.SMTP_URL).toBeUndefined();
	});

	it.each([
		['true', ['127.0.0.0/8', '::1/128']],
		[true, ['127.0.0.0/8', '::1/128']],
		['false', []],
		['', []],
		[' 192.0.2.10, 10.0.0.0/8,2001:DB8::/32 ', ['192.0.2.10/32', '10.0.0.0/8', '2001:db8::/32']],
	])('reads TRUST_PROXY=%s as %o', (value, expected) => {
		expect(parseServerSettings({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
	});

	it.each([
		[{ GAME_STATUS_MODE: 'sometimes' }, 'GAME_STATUS_MODE: GAME_STATUS_MODE must be demo or live'],
		[{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY: TRUST_PROXY: "yes" is not an address or CIDR range'],
		[{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
		[{ TRUST_PROXY: '10.0.0.1,' }, 'TRUST_PROXY'],
		[{ DATABASE_PATH: ' ' }, 'DATABASE_PATH'],
		[{ SITE_MODE: 'staging' }, 'SITE_MODE: SITE_MODE must be demo or production'],
		[{ SWITCHED_OFF: 'donations,mail' }, 'SWITCHED_OFF: SWITCHED_OFF: unknown part mail'],
		[{ BACKUP_KEEP: '0' }, 'BACKUP_KEEP'],
	])('refuses %o, naming the setting', (env, problem) => {
		expect(() => parseServerSettings(env)).toThrow(problem);
	});

	it('reads each setting by name through the given reader', () => {
		const env: Record<string, string> = { STEAM_API_KEY: 'key', GAME_STATUS_MODE: 'live' };
		const settings = readServerSettings((name) => env[name]);
		expect(settings).toMatchObject({ STEAM_API_KEY: 'key', GAME_STATUS_MODE: 'live' });
	});
});
