import { z } from 'zod';

/**
 * What a community changes to make the site its own, read from its profile file
 * (community.config.json, or the file COMMUNITY_PROFILE names) when the site is built. Build
 * and server code only: the pages receive the validated values through `virtual:community`.
 */

// Every text has a bound: the profile is the operator's, but a slip must not break a page.
const text = (max: number) => z.string().trim().min(1).max(max);
const hexColour = z
	.string()
	.regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour as #rrggbb, e.g. "#ff9f43"');
const discordId = z.string().regex(/^\d{17,20}$/, 'expected a Discord id (17 to 20 digits)');
const serverAddress = z
	.string()
	.regex(/^[A-Za-z0-9.-]{1,253}:\d{1,5}$/, 'expected host:port, e.g. "play.example.org:27015"');
// Links of the menu and footer: a page of the site or an outside https address.
const href = z
	.string()
	.max(500)
	.regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, 'expected a site path ("/servers") or an https:// link');

const NavLinkSchema = z.strictObject({
	label: text(40),
	href,
	/** Shown only while a login token is stored. */
	tokenOnly: z.boolean().optional(),
});

/** A top-level menu item: a link, or a group with a submenu. */
const NavItemSchema = z.union([
	NavLinkSchema,
	z.strictObject({ label: text(40), children: z.array(NavLinkSchema).min(1).max(12) }),
]);

const GiftSchema = z.strictObject({
	text: text(160),
	/** A short mark after the text, e.g. 'NA server only'. */
	note: text(40).optional(),
});

/** A whole amount of the community's currency, e.g. 15 for €15. */
const wholeAmount = z.number().int('expected a whole amount, e.g. 15').positive().max(999_999);

/**
 * ISO 4217 codes the runtime knows and that have cents: card amounts travel in hundredths of the
 * unit, so a currency without them (JPY) or with three decimals (BHD) would be charged wrongly.
 */
function isCentCurrency(code: string): boolean {
	if (!Intl.supportedValuesOf('currency').includes(code)) return false;
	const format = new Intl.NumberFormat('en-GB', { style: 'currency', currency: code });
	return format.resolvedOptions().maximumFractionDigits === 2;
}

/** Months of Donator a donation of `from` or more (with `over`: more than `from`) gives. */
const TierSchema = z.strictObject({
	from: wholeAmount,
	months: z.number().int('expected a whole number of months').min(1).max(120),
	/** The tier starts above `from`, not at it: "over €45". */
	over: z.boolean().optional(),
});

/** The donations' money: currency, bounds of one donation, default goal and Donator tiers. */
function checkAmounts(
	donations: {
		minimum: number;
		maximum: number;
		defaultAmount: number;
		tiers: { from: number; months: number; over?: boolean }[];
	},
	context: z.RefinementCtx,
) {
	const problem = (path: (string | number)[], message: string) =>
		context.addIssue({ code: 'custom', path, message });
	const { minimum, maximum, defaultAmount, tiers } = donations;
	if (minimum > maximum) {
		// Every other amount is checked against these bounds: one line says it all.
		problem(['minimum'], `must not be above donations.maximum (${maximum})`);
		return;
	}
	if (defaultAmount < minimum || defaultAmount > maximum) {
		problem(['defaultAmount'], `expected an amount from ${minimum} to ${maximum}`);
	}
	tiers.forEach((tier, index) => {
		const before = tiers[index - 1];
		if (before && tier.from <= before.from) {
			problem(
				['tiers', index, 'from'],
				`must be above tiers.${index - 1}.from (${before.from}): tiers rise, smallest amount first`,
			);
		}
		if (before && tier.months <= before.months) {
			problem(
				['tiers', index, 'months'],
				`must be above tiers.${index - 1}.months (${before.months}): a larger amount gives more months`,
			);
		}
		if (tier.from < minimum || (tier.over ? tier.from >= maximum : tier.from > maximum)) {
			problem(
				['tiers', index, 'from'],
				`expected an amount a donation can reach, from donations.minimum (${minimum}) to donations.maximum (${maximum})`,
			);
		}
	});
}

/** A game server behind one of the /eu/ttt, /eu/jailbreak and /na/ttt shortcuts. */
const ShortcutSchema = z.strictObject({ label: text(40), address: serverAddress });

export const CommunityProfileSchema = z.strictObject({
	/** Community name: header, footer, page titles, mails. */
	name: text(40),
	/** Logo mark beside the name: an SVG, PNG or WebP file, relative to the profile file. */
	logo: z
		.string()
		.trim()
		.regex(/\.(svg|png|webp)$/i, 'expected an .svg, .png or .webp file'),
	/**
	 * Accent colours on the site's dark surfaces: each text colour must reach 4.5:1 on every
	 * surface, each "ink" colour 4.5:1 on its own filled colour (WCAG AA).
	 */
	colours: z.strictObject({
		accent: hexColour,
		accentStrong: hexColour,
		accentInk: hexColour,
		secondary: hexColour,
		secondaryStrong: hexColour,
		secondaryInk: hexColour,
	}),
	/** The home page's first screen. */
	hero: z.strictObject({
		/** The small line above the title. */
		eyebrow: text(80),
		/** The short words under the title, in order. */
		tags: z.array(text(24)).min(1).max(4),
		lead: text(300),
	}),
	/** The About cards of the home page: a title and the paragraphs the modal shows. */
	about: z
		.array(
			z.strictObject({
				id: z.string().regex(/^[a-z][a-z0-9-]{0,30}$/, 'expected a short lower-case id'),
				title: text(80),
				paragraphs: z.array(text(1200)).min(1).max(6),
			}),
		)
		.min(1)
		.max(12),
	links: z.strictObject({
		/** Invite behind every "Join us on Discord" button and the footer's Discord link. */
		discordInvite: z.url({ protocol: /^https$/, error: 'expected an https:// invite link' }),
	}),
	discord: z.strictObject({
		/** Guild whose member count and events the site shows. */
		guildId: discordId,
	}),
	/** Staff groups of the Project Team page, in order, each a Discord role. */
	staffGroups: z
		.array(
			z.strictObject({
				key: z.string().regex(/^[a-z][a-z0-9-]{0,30}$/, 'expected a short lower-case key'),
				name: text(40),
				roleId: discordId,
			}),
		)
		.min(1)
		.max(8),
	/** Game servers behind the /eu/ttt, /eu/jailbreak and /na/ttt shortcuts. */
	gameServers: z.strictObject({
		'eu-ttt': ShortcutSchema,
		'eu-jailbreak': ShortcutSchema,
		'na-ttt': ShortcutSchema,
	}),
	/** The header's menu, in order. */
	navigation: z.array(NavItemSchema).min(1).max(12),
	footer: z.strictObject({
		/** The line under the footer's logo. */
		tagline: text(200),
		/** Link columns; the Discord invite is added to the first. */
		columns: z
			.array(z.strictObject({ heading: text(40), links: z.array(NavLinkSchema).min(1).max(12) }))
			.min(1)
			.max(4),
	}),
	/** What donors give and get: the currency and amounts, the Donator tiers and the gifts. */
	donations: z
		.strictObject({
			/** ISO 4217 code of every donation, e.g. "EUR"; amounts below are whole units of it. */
			currency: z
				.string()
				.refine(
					isCentCurrency,
					'expected an ISO 4217 currency code with cents, e.g. "EUR" or "USD"',
				),
			/** Smallest card donation. */
			minimum: wholeAmount,
			/** Largest card donation: more is a typing slip or a misuse of the card form. */
			maximum: wholeAmount,
			/** Amount the donate form starts with. */
			defaultAmount: wholeAmount,
			/** Target of the monthly goal when DONATION_GOAL_EUR does not set one. */
			monthlyGoal: wholeAmount,
			/** Donator months by amount, smallest amount first. */
			tiers: z.array(TierSchema).min(1).max(8),
			giftGroups: z
				.array(
					z.strictObject({
						id: z.string().regex(/^[a-z][a-z0-9-]{0,30}$/, 'expected a short lower-case id'),
						title: text(40),
						/** Marks a group that is not live yet. */
						comingSoon: z.boolean().optional(),
						gifts: z.array(GiftSchema).min(1).max(20),
					}),
				)
				.max(8),
			/** Gifts planned for later. */
			comingSoon: z.array(text(160)).max(12),
			/** The fine print of donating. */
			notes: z.array(text(300)).max(12),
		})
		.superRefine(checkAmounts),
});

/** A validated profile, its logo read into a data URL the pages show without a request. */
export type CommunityProfile = Omit<z.output<typeof CommunityProfileSchema>, 'logo'> & {
	logoUrl: string;
};
