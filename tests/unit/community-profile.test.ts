import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { communityColourCss } from '../../src/community/colours';
import { contrastRatio } from '../../src/community/contrast';
import {
	loadCommunityProfile,
	MAX_LOGO_BYTES,
	parseCommunityProfile,
	readSurfaces,
} from '../../src/community/load';
import { communityModules } from '../../src/hosting/site-profile-integration';

const TOKENS = 'src/styles/tokens.css';
const DEMO_FILE = 'community.config.json';
const OTHER_FILE = 'tests/fixtures/community/ember-outpost.json';
const SURFACES = readSurfaces(readFileSync(TOKENS, 'utf8'));
const DEMO = JSON.parse(readFileSync(DEMO_FILE, 'utf8')) as Record<string, unknown>;
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');

/** The demo profile with the value at a dotted path replaced (undefined: removed). */
function changed(path: string, value: unknown): Record<string, unknown> {
	const profile = structuredClone(DEMO);
	const keys = path.split('.');
	const last = keys.pop()!;
	let node = profile;
	for (const key of keys) node = node[key] as Record<string, unknown>;
	if (value === undefined) delete node[last];
	else node[last] = value;
	return profile;
}

/** Parses the demo profile with one value changed, its logo read from memory. */
function parseWith(path: string, value: unknown, logo: Buffer = SVG) {
	const profile = changed(path, value);
	return parseCommunityProfile(JSON.stringify(profile), {
		file: '/srv/site/community.config.json',
		surfaces: SURFACES,
		readLogo: () => logo,
	});
}

/** The problem lines of a profile the parser refuses. */
function problems(path: string, value: unknown, logo?: Buffer): string[] {
	try {
		parseWith(path, value, logo);
	} catch (error) {
		const [head, ...lines] = (error as Error).message.split('\n');
		expect(head).toBe('The community profile /srv/site/community.config.json is not valid:');
		return lines;
	}
	throw new Error('the profile was accepted');
}

describe('loadCommunityProfile', () => {
	it("reads the demo's profile and another community's, each with its logo inlined", () => {
		const demo = loadCommunityProfile(DEMO_FILE, TOKENS);
		const other = loadCommunityProfile(OTHER_FILE, TOKENS);
		expect(demo.name).toBe('Nova Gaming');
		expect(other.name).toBe('Ember Outpost');
		expect(other.logoUrl).toBe(
			`data:image/svg+xml;base64,${readFileSync('tests/fixtures/community/ember-logo.svg').toString('base64')}`,
		);
		expect(other.staffGroups.map((group) => group.name)).toEqual(['Outpost Leads', 'Moderators']);
	});

	it('names the file when it cannot be read', () => {
		expect(() => loadCommunityProfile('no-such-profile.json', TOKENS)).toThrow(
			/The community profile .*no-such-profile\.json cannot be read \(COMMUNITY_PROFILE\)\./,
		);
	});
});

describe('parseCommunityProfile', () => {
	it.each([
		['a missing name', 'name', undefined, 'name: is missing'],
		[
			'a colour that is not #rrggbb',
			'colours.accent',
			'orange',
			'colours.accent: expected a colour as #rrggbb, e.g. "#ff9f43"',
		],
		[
			'a menu link that is neither a path nor https',
			'navigation.0.href',
			'javascript:alert(1)',
			'navigation.0.href: expected a site path ("/servers") or an https:// link',
		],
		[
			'a server address without a port',
			'gameServers.na-ttt.address',
			'play.example.org',
			'gameServers.na-ttt.address: expected host:port, e.g. "play.example.org:27015"',
		],
		[
			'a role id that is not a Discord id',
			'staffGroups.1.roleId',
			'mods',
			'staffGroups.1.roleId: expected a Discord id (17 to 20 digits)',
		],
		[
			'an invite that is not https',
			'links.discordInvite',
			'http://discord.gg/x',
			'links.discordInvite: expected an https:// invite link',
		],
		['a key the schema does not know', 'hero.subtitle', 'x', 'hero: Unrecognized key: "subtitle"'],
		[
			'an overlong hero lead',
			'hero.lead',
			'x'.repeat(301),
			'hero.lead: Too big: expected string to have <=300 characters',
		],
		['a logo of another type', 'logo', 'logo.gif', 'logo: expected an .svg, .png or .webp file'],
		[
			'a currency that is no ISO 4217 code',
			'donations.currency',
			'EURO',
			'donations.currency: expected an ISO 4217 currency code with cents, e.g. "EUR" or "USD"',
		],
		[
			'a currency without cents',
			'donations.currency',
			'JPY',
			'donations.currency: expected an ISO 4217 currency code with cents, e.g. "EUR" or "USD"',
		],
		[
			'an amount that is not whole',
			'donations.minimum',
			4.5,
			'donations.minimum: expected a whole amount, e.g. 15',
		],
		[
			'a minimum above the maximum',
			'donations.minimum',
			20_000,
			'donations.minimum: must not be above donations.maximum (10000)',
		],
		[
			'a default amount the form would refuse',
			'donations.defaultAmount',
			2,
			'donations.defaultAmount: expected an amount from 5 to 10000',
		],
		[
			'tiers out of order',
			'donations.tiers',
			[
				{ from: 30, months: 1 },
				{ from: 15, months: 2 },
			],
			'donations.tiers.1.from: must be above tiers.0.from (30): tiers rise, smallest amount first',
		],
		[
			'a larger tier giving fewer months',
			'donations.tiers',
			[
				{ from: 15, months: 2 },
				{ from: 30, months: 1 },
			],
			'donations.tiers.1.months: must be above tiers.0.months (2): a larger amount gives more months',
		],
		[
			'a tier below the minimum donation',
			'donations.tiers',
			[{ from: 3, months: 1 }],
			'donations.tiers.0.from: expected an amount a donation can reach, from donations.minimum (5) to donations.maximum (10000)',
		],
		[
			'no tier at all',
			'donations.tiers',
			[],
			'donations.tiers: Too small: expected array to have >=1 items',
		],
		['a missing currency', 'donations.currency', undefined, 'donations.currency: is missing'],
	])('refuses %s, naming the key', (_case, path, value, line) => {
		expect(problems(path, value)).toEqual([`- ${line}`]);
	});

	it('refuses text that is not JSON', () => {
		expect(() =>
			parseCommunityProfile('{ name: ', {
				file: 'x.json',
				surfaces: SURFACES,
				readLogo: () => SVG,
			}),
		).toThrow(/^The community profile x\.json is not valid:\n- not JSON: /);
	});

	it('refuses an accent colour that fails WCAG AA on the surfaces it is drawn on', () => {
		const lines = problems('colours.accent', '#7a2cff');
		expect(lines[0]).toBe(
			'- colours.accent: #7a2cff has a contrast of 3.44:1 on --color-bg (#07090f); text needs 4.5:1 (WCAG AA)',
		);
		// Every surface, and the ink written on the accent, which now passes nowhere.
		expect(lines.filter((line) => line.startsWith('- colours.accent:'))).toHaveLength(5);
		expect(lines.at(-1)).toMatch(
			/^- colours\.accentInk: #140b02 has a contrast of .* on colours\.accent \(#7a2cff\)/,
		);
	});

	it('refuses an ink colour unreadable on its own colour', () => {
		expect(problems('colours.secondaryInk', '#ffffff')).toEqual([
			'- colours.secondaryInk: #ffffff has a contrast of 1.69:1 on colours.secondary (#38d9f5); text needs 4.5:1 (WCAG AA)',
		]);
	});

	it('refuses a logo it cannot read or one too large to inline', () => {
		const unreadable = () => {
			throw new Error('ENOENT');
		};
		expect(() =>
			parseCommunityProfile(JSON.stringify(DEMO), {
				file: '/srv/site/community.config.json',
				surfaces: SURFACES,
				readLogo: unreadable,
			}),
		).toThrow('- logo: cannot read /srv/site/branding/logo.svg');
		expect(problems('name', 'Nova Gaming', Buffer.alloc(MAX_LOGO_BYTES + 1))).toEqual([
			`- logo: /srv/site/branding/logo.svg is ${MAX_LOGO_BYTES + 1} bytes; at most ${MAX_LOGO_BYTES}`,
		]);
	});
});

describe('contrastRatio', () => {
	it.each([
		['#000000', '#ffffff', 21],
		['#ffffff', '#ffffff', 1],
		['#767676', '#ffffff', 4.54],
	])('%s on %s is %s:1', (foreground, background, ratio) => {
		expect(contrastRatio(foreground, background)).toBeCloseTo(ratio, 2);
	});
});

describe('the colours and texts the build hands the pages', () => {
	const other = loadCommunityProfile(OTHER_FILE, TOKENS);

	it('writes the design tokens of the community colours, tints included', () => {
		const css = communityColourCss(other.colours);
		expect(css).toContain('--color-accent: #5ee39b;');
		expect(css).toContain('--color-accent-rgb: 94 227 155;');
		expect(css).toContain('--color-secondary-soft: rgb(201 162 255 / 0.12);');
	});

	it('gives each key of the profile a module of its own, and one module re-exporting them all', async () => {
		const modules = new Map(communityModules(other));
		const load = (source: string) =>
			import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`) as Promise<
				Record<string, unknown>
			>;
		for (const key of Object.keys(other)) {
			const module = await load(modules.get(`\0virtual:community/${key}`)!);
			expect(Object.keys(module)).toEqual([key]);
			expect(module[key]).toEqual(other[key as keyof typeof other]);
		}
		const facade = modules.get('\0virtual:community')!;
		expect(facade).toContain("export { hero } from 'virtual:community/hero';");
		expect(facade.split('\n')).toHaveLength(Object.keys(other).length);
	});
});
