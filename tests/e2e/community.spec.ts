import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { MESSAGES } from '../../src/config/messages';
import { DEFAULT_DISCORD_GUILD_ID, DEFAULT_STAFF_ROLE_IDS } from '../../src/defaults';
import { formatNumber } from '../../src/lib/format';
import { expect, expectHydrated, expectNoAxeViolations, test } from './support/fixtures';
import { DEFAULT_STAFF_DESCRIPTION, RoleUsersAnswerSchema } from '../../src/contract/staff';
import { DEFAULT_EVENT_DESCRIPTION, DEFAULT_RECURRENCE } from '../../src/contract/events';
import { GuildUsersAnswerSchema } from '../../src/contract/guild';
import { strictAnswer } from '../fixtures/strict-schema';

/** The public settings the build uses by default (src/config/site.ts reads them through astro:env). */
const siteConfig = {
	discordInviteUrl: 'https://discord.gg/novagaming',
	discordGuildId: DEFAULT_DISCORD_GUILD_ID,
	staffRoles: [
		{ name: 'Core Team', roleId: DEFAULT_STAFF_ROLE_IDS.core },
		{ name: 'Development', roleId: DEFAULT_STAFF_ROLE_IDS.dev },
		{ name: 'TTT Staff', roleId: DEFAULT_STAFF_ROLE_IDS.ttt },
		{ name: 'Jailbreak Staff', roleId: DEFAULT_STAFF_ROLE_IDS.jailbreak },
	],
};

/** Console errors of the page, to check that failures are logged. */
function collectConsoleErrors(page: Page) {
	const errors: string[] = [];
	page.on('console', (message) => {
		if (message.type() === 'error') errors.push(message.text());
	});
	return errors;
}

const eventsSection = (page: Page) => page.getByRole('region', { name: 'Upcoming Events' });

test.describe('home hero', () => {
	test("reads 'Join! - {count} on Discord' once the member count arrives", async ({ page }) => {
		let release!: () => void;
		const held = new Promise<void>((resolve) => (release = resolve));
		await page.route('**/api/guildUsers', async (route) => {
			await held;
			await route.continue();
		});
		await page.goto('/');
		const link = page.getByRole('link', { name: /on Discord/ }).first();
		await expect(link).toHaveAccessibleName(/^Join us on Discord \(opens in a new tab\)$/);
		release();
		const { memberCount } = strictAnswer(GuildUsersAnswerSchema).parse(
			await (await page.request.get('/api/guildUsers')).json(),
		);
		await expect(link).toHaveAccessibleName(
			`Join! - ${formatNumber(memberCount!)} on Discord (opens in a new tab)`,
		);
		await expect(link).toHaveAttribute('href', siteConfig.discordInviteUrl);
	});

	test("keeps 'Join us on Discord' and logs when the count fails", async ({ page }) => {
		const errors = collectConsoleErrors(page);
		await page.route('**/api/guildUsers', (route) =>
			route.fulfill({ status: 500, json: { message: 'Internal server error' } }),
		);
		await page.goto('/');
		await expect.poll(() => errors.some((text) => text.includes('member count'))).toBe(true);
		await expect(page.getByRole('link', { name: /on Discord/ }).first()).toHaveAccessibleName(
			/^Join us on Discord/,
		);
	});
});

test.describe('home upcoming events', () => {
	test('shows the next three events with status, both zones and recurrence', async ({ page }) => {
		const calls: string[] = [];
		page.on('request', (request) => {
			if (request.url().includes('/api/guild-events/')) calls.push(new URL(request.url()).pathname);
		});
		await page.goto('/');
		const section = eventsSection(page);
		await section.scrollIntoViewIfNeeded();
		const cards = section.getByRole('listitem');
		await expect(cards).toHaveCount(3);
		await expect(cards.first()).toContainText('Active');
		for (const card of await cards.all()) {
			await expect(card.getByRole('heading')).not.toHaveText(MESSAGES.events.noUpcoming);
			await expect(card).toContainText(/\[EU\].*\d{2}:\d{2} (BST|GMT)/);
			await expect(card).toContainText(/\[NA\].*\d{2}:\d{2} (EDT|EST)/);
		}
		expect(calls).toEqual([`/api/guild-events/${siteConfig.discordGuildId}`]);
		await expectNoAxeViolations(page);
	});

	test('pads with placeholders, applies the defaults and shows a canceled event', async ({
		page,
	}) => {
		const start = new Date(Date.now() + 3 * 86_400_000).toISOString();
		const past = new Date(Date.now() - 3 * 86_400_000).toISOString();
		await page.route('**/api/guild-events/**', (route) =>
			route.fulfill({
				json: {
					events: [
						{ id: '1', name: 'Mystery Night', status: 9, scheduledStartTime: start },
						{
							id: '2',
							name: 'Old Cup',
							status: 3,
							scheduledStartTime: past,
							description: 'Done',
						},
						{
							id: '3',
							name: 'Called Off',
							status: 4,
							scheduledStartTime: start,
							recurrence: 'Monthly',
							description: 'x'.repeat(140),
						},
					],
				},
			}),
		);
		await page.goto('/');
		await eventsSection(page).scrollIntoViewIfNeeded();
		const cards = eventsSection(page).getByRole('listitem');
		await expect(cards).toHaveCount(3);
		const mystery = cards.filter({ hasText: 'Mystery Night' });
		await expect(mystery).toContainText('Unknown');
		await expect(mystery).toContainText(DEFAULT_RECURRENCE);
		await expect(mystery).toContainText(DEFAULT_EVENT_DESCRIPTION);
		const calledOff = cards.filter({ hasText: 'Called Off' });
		await expect(calledOff).toContainText('Canceled');
		await expect(calledOff).toContainText(`${'x'.repeat(100)}...`);
		await expect(cards.filter({ hasText: 'Old Cup' })).toHaveCount(0);
		await expect(
			cards.filter({ has: page.getByRole('heading', { name: MESSAGES.events.noUpcoming }) }),
		).toHaveCount(1);
		await expectNoAxeViolations(page);
	});

	test('shows three placeholders when there is no event or the call fails', async ({ page }) => {
		const errors = collectConsoleErrors(page);
		await page.route('**/api/guild-events/**', (route) => route.fulfill({ json: { events: [] } }));
		await page.goto('/');
		await eventsSection(page).scrollIntoViewIfNeeded();
		const placeholders = eventsSection(page).getByRole('heading', {
			name: MESSAGES.events.noUpcoming,
		});
		await expect(placeholders).toHaveCount(3);

		await page.unroute('**/api/guild-events/**');
		await page.route('**/api/guild-events/**', (route) =>
			route.fulfill({ status: 503, json: { message: 'Down' } }),
		);
		await page.reload();
		await eventsSection(page).scrollIntoViewIfNeeded();
		await expect(placeholders).toHaveCount(3);
		expect(errors.some((text) => text.includes('Failed to load events'))).toBe(true);
	});
});

test.describe('home about cards', () => {
	/** Opens the home page at the About cards; answers the 'Our Goal' opener. */
	async function openAbout(page: Page) {
		await page.goto('/');
		const opener = page.getByRole('button', { name: 'Read more about Our Goal' });
		await opener.scrollIntoViewIfNeeded();
		await expect(page.getByRole('button', { name: /^Read more about/ })).toHaveCount(6);
		await expectHydrated(opener);
		return { opener, dialog: page.getByRole('dialog', { name: 'Our Goal' }) };
	}

	test('each card previews 15 words; the modal holds the full text and its Close button closes it', async ({
		page,
	}) => {
		// Many steps plus an axe run: give it the slow-test budget on a busy machine.
		test.slow();
		const { opener, dialog } = await openAbout(page);
		const card = page.getByRole('listitem').filter({ has: opener });
		const preview = (await card.locator('p').textContent()) ?? '';
		expect(preview.replace(/…$/, '').split(/\s+/)).toHaveLength(15);

		await opener.click();
		await expect(dialog).toBeVisible();
		await expect(dialog).toContainText('worth the time you give it');
		await expect(dialog).toContainText('after a hundred rounds');
		// Focus stays inside the dialog.
		for (let i = 0; i < 4; i++) {
			await page.keyboard.press('Tab');
			expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
		}
		await expectNoAxeViolations(page);
		await dialog.getByRole('button', { name: 'Close', exact: true }).click();
		await expect(dialog).toBeHidden();
		await expect(opener).toBeFocused();
	});

	test('Escape closes the modal and focus returns to Read more', async ({ page }) => {
		const { opener, dialog } = await openAbout(page);
		await opener.press('Enter');
		await expect(dialog).toBeVisible();
		await page.keyboard.press('Escape');
		await expect(dialog).toBeHidden();
		await expect(opener).toBeFocused();
	});

	test('a click outside the box closes the modal', async ({ page }) => {
		const { opener, dialog } = await openAbout(page);
		await opener.click();
		await expect(dialog).toBeVisible();
		await page.mouse.click(5, 450);
		await expect(dialog).toBeHidden();
		await expect(opener).toBeFocused();
	});
});

test.describe('project team', () => {
	test('shows the four groups in order, each member once, sorted by presence', async ({ page }) => {
		await page.goto('/staff');
		const headings = page.locator('main h2');
		await expect(headings.first()).toHaveText('Core Team');
		await expect(page.locator('.staff-group h2')).toHaveText(
			siteConfig.staffRoles.map((role) => role.name),
		);
		const names = await page.locator('.staff-card h3').allTextContents();
		expect(names.length).toBeGreaterThan(4);
		expect(new Set(names).size).toBe(names.length);

		const order = ['Online', 'Do Not Disturb', 'Idle', 'Offline'];
		for (const group of await page.locator('.staff-group').all()) {
			const labels = await group.locator('.staff-card__status').allTextContents();
			const ranks = labels.map((label) => order.indexOf(label));
			expect(ranks.every((rank) => rank >= 0)).toBe(true);
			expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
		}
		await expect(page.getByText(DEFAULT_STAFF_DESCRIPTION).first()).toBeVisible();
		await expect(page.getByText(/…$/).first()).toBeVisible();
		await expect(page.getByText(/open a ticket in our Discord app/)).toBeVisible();
		await expectNoAxeViolations(page);
	});

	test('is a prerendered shell whose island loads each group from /api/role-users', async ({
		browser,
		page,
	}) => {
		// Served as the build wrote it, the same file for every visitor (a CDN can hold it).
		const served = await page.request.get('/staff');
		const built = readFileSync(new URL('../../dist/client/staff/index.html', import.meta.url));
		expect(await served.text()).toBe(built.toString('utf8'));

		// With script off: the intro and the note, no cards.
		const context = await browser.newContext({ javaScriptEnabled: false });
		const shell = await context.newPage();
		await shell.goto('/staff');
		await expect(shell.getByRole('heading', { level: 1, name: 'Project Team' })).toBeVisible();
		await expect(shell.getByText(/open a ticket in our Discord app/)).toBeVisible();
		await expect(shell.locator('.staff-card h3')).toHaveCount(0);
		await context.close();

		const [core] = siteConfig.staffRoles;
		const answer = await page.request.get(`/api/role-users/${core!.roleId}`);
		const { users } = strictAnswer(RoleUsersAnswerSchema).parse(await answer.json());
		expect(users.length).toBeGreaterThan(0);
		const calls: string[] = [];
		page.on('request', (request) => {
			const { pathname } = new URL(request.url());
			if (pathname.startsWith('/api/role-users/')) calls.push(pathname);
		});
		await page.goto('/staff');
		const coreNames = page.getByRole('region', { name: core!.name }).locator('.staff-card h3');
		await expect(coreNames).toHaveCount(users.length);
		expect((await coreNames.allTextContents()).sort()).toEqual(
			users.map((user) => user.username).sort(),
		);
		expect(calls.sort()).toEqual(
			siteConfig.staffRoles.map((role) => `/api/role-users/${role.roleId}`).sort(),
		);
		// The first group is in the first screen: its avatars load at once, the rest lazily.
		const groups = page.locator('.staff-group');
		for (const avatar of await groups.first().locator('.staff-card__avatar').all()) {
			await expect(avatar).toHaveAttribute('loading', 'eager');
		}
		for (const avatar of await groups.nth(1).locator('.staff-card__avatar').all()) {
			await expect(avatar).toHaveAttribute('loading', 'lazy');
		}
	});

	test('shows the default avatar when an avatar is missing or fails to load', async ({ page }) => {
		await page.route('**/images/avatars/**', (route) => route.fulfill({ status: 404, body: '' }));
		await page.goto('/staff');
		const avatars = page.locator('.staff-card__avatar');
		await expect(avatars.first()).toBeVisible();
		await expect
			.poll(async () =>
				(
					await avatars.evaluateAll((images) => images.map((image) => image.getAttribute('src')))
				).every((src) => src === '/images/default-avatar.svg'),
			)
			.toBe(true);
	});
});
