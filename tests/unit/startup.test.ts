import { describe, expect, it } from 'vitest';
import { loadCommunityProfile } from '../../src/community/load';
import type { SiteBuildRecord } from '../../src/hosting/site-build';
import { checkStartup, formatBanner, formatListenUrl } from '../../src/hosting/startup';
import { resolveSiteProfile } from '../../src/site-mode';

const TOKENS = 'src/styles/tokens.css';
const DEMO_COMMUNITY = loadCommunityProfile('community.config.json', TOKENS);
const OWN_COMMUNITY = loadCommunityProfile('tests/fixtures/community/ember-outpost.json', TOKENS);

const DEMO_BUILD: SiteBuildRecord = {
	...resolveSiteProfile({ siteUrl: 'http://localhost:4321' }),
	publicSettings: { PUBLIC_TURNSTILE_SITE_KEY: '1x00000000000000000000AA' },
	community: DEMO_COMMUNITY,
};
const PRODUCTION_BUILD: SiteBuildRecord = {
	...resolveSiteProfile({
		siteUrl: 'https://nova.example',
		switchedOff: ['discord-data', 'discord-linking', 'donations', 'steam-linking'],
	}),
	publicSettings: { PUBLIC_TURNSTILE_SITE_KEY: '0x4AAAAAAAsitekey' },
	community: OWN_COMMUNITY,
};
const PRODUCTION_ENV = {
	SITE_URL: 'https://nova.example',
	SWITCHED_OFF: 'donations,discord-linking,steam-linking,discord-data',
	SMTP_URL: 'smtp://127.0.0.1:2525',
	TURNSTILE_SECRET_KEY: '0x4AAAAAAAsecret',
	GAME_STATUS_MODE: 'live',
};

describe('checkStartup', () => {
	it('starts a demo build with no settings at all', () => {
		const result = checkStartup({}, DEMO_BUILD, '/srv/dist/server');
		expect(result.ok && result.profile.mode).toBe('demo');
	});

	it('asks for a build when there is none', () => {
		expect(checkStartup({}, null, '/srv/dist/server')).toEqual({
			ok: false,
			lines: ['No production build in /srv/dist/server: run `npm run build` first.'],
		});
	});

	it('refuses with one line to rebuild when the build was made for another profile', () => {
		for (const [env, build] of [
			[PRODUCTION_ENV, DEMO_BUILD],
			[{}, PRODUCTION_BUILD],
			[{ ...PRODUCTION_ENV, SWITCHED_OFF: 'donations' }, PRODUCTION_BUILD],
		] as const) {
			const result = checkStartup(env, build, '/srv/dist/server');
			expect(result.ok).toBe(false);
			expect(!result.ok && result.lines).toEqual([expect.stringContaining('npm run build')]);
		}
	});

	it('refuses production with a line per missing setting, and starts it when complete', () => {
		const missing = checkStartup(
			{ ...PRODUCTION_ENV, SMTP_URL: undefined, GAME_STATUS_MODE: undefined },
			PRODUCTION_BUILD,
			'/srv/dist/server',
		);
		expect(!missing.ok && missing.lines.map((line) => line.split(' ')[0])).toEqual([
			'SMTP_URL',
			'GAME_STATUS_MODE',
		]);
		expect(checkStartup(PRODUCTION_ENV, PRODUCTION_BUILD, '/srv/dist/server').ok).toBe(true);
	});

	it("refuses production showing the demo's community, naming each demo value first", () => {
		const result = checkStartup(
			{ ...PRODUCTION_ENV, SMTP_URL: undefined },
			{ ...PRODUCTION_BUILD, community: DEMO_COMMUNITY },
			'/srv/dist/server',
		);
		expect(!result.ok && result.lines.map((line) => line.split(' ')[0])).toEqual([
			'name',
			'discord.guildId',
			'links.discordInvite',
			'staffGroups.0.roleId',
			'staffGroups.1.roleId',
			'staffGroups.2.roleId',
			'staffGroups.3.roleId',
			'gameServers.eu-ttt.address',
			'gameServers.eu-jailbreak.address',
			'gameServers.na-ttt.address',
			'SMTP_URL',
		]);
		// A demo build shows the demo community, as it should.
		expect(checkStartup({}, DEMO_BUILD, '/srv/dist/server').ok).toBe(true);
	});

	it('asks to rebuild a build made before community profiles', () => {
		const { community: _none, ...older } = PRODUCTION_BUILD;
		const result = checkStartup(PRODUCTION_ENV, older as SiteBuildRecord, '/srv/dist/server');
		expect(!result.ok && result.lines).toEqual([
			'The build in /srv/dist/server has no community profile: run `npm run build` again.',
		]);
	});

	it('names a setting it cannot read', () => {
		const result = checkStartup({ SITE_MODE: 'staging' }, DEMO_BUILD, '/srv/dist/server');
		expect(!result.ok && result.lines[0]).toContain('SITE_MODE must be demo or production');
	});
});

describe('formatListenUrl', () => {
	it.each([
		['localhost', 4321, 'http://localhost:4321'],
		['0.0.0.0', 8080, 'http://localhost:8080'],
		['::', 8080, 'http://localhost:8080'],
		['127.0.0.1', 41234, 'http://127.0.0.1:41234'],
		['::1', 4000, 'http://[::1]:4000'],
	])('%s answering port %d → %s', (host, port, expected) => {
		expect(formatListenUrl({ address: host, family: 'IPv4', port }, host)).toBe(expected);
	});
});

describe('formatBanner', () => {
	it("says 'Demo site' in demo and the public address in production", () => {
		const demo = formatBanner({
			siteName: 'Nova Gaming',
			url: 'http://localhost:4321',
			profile: DEMO_BUILD,
			database: { engine: 'sqlite', where: '/srv/data/site.db' },
		});
		expect(demo[0]).toBe('Nova Gaming is serving http://localhost:4321');
		expect(demo.join('\n')).toContain('Demo site');
		expect(demo.join('\n')).toContain('database:  SQLite /srv/data/site.db');
		const production = formatBanner({
			siteName: 'Nova Gaming',
			url: 'http://localhost:4321',
			profile: PRODUCTION_BUILD,
			database: { engine: 'postgres', where: 'db.internal:5432/community' },
			backups: { dir: '/srv/backups', everyHours: 6, keep: 4 },
		}).join('\n');
		expect(production).not.toContain('Demo site');
		expect(production).toContain('database:  PostgreSQL db.internal:5432/community');
		expect(production).toContain('production · public address https://nova.example');
		expect(production).toContain('every 6 h into /srv/backups, the newest 4 kept');
	});
});
