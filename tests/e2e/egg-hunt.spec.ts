import { EGG_HUNTERS_PER_PAGE } from '../../src/config/constants';
import { MESSAGES } from '../../src/config/messages';
import { EggHunterListSchema } from '../../src/contract/egg-hunt';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

test.describe('Easter Egg Hunt', () => {
	test('puts the top three on the podium and the rest in the table', async ({ page }) => {
		await page.goto('/egg-hunt');
		const hunters = EggHunterListSchema.parse(
			await (await page.request.get('/api/ttt/egg-hunters')).json(),
		);
		const podium = page.getByRole('list', { name: 'Top three egg hunters' });
		await expect(podium.getByRole('listitem')).toHaveCount(3);
		await expect(podium.getByRole('listitem').first()).toContainText(hunters[0]!.player_name);
		const rows = page.locator('.egg-hunt tbody tr');
		await expect(rows).toHaveCount(Math.min(hunters.length - 3, EGG_HUNTERS_PER_PAGE));
		await expect(rows.first()).toContainText(`#4`);
		await expect(rows.first()).toContainText(hunters[3]!.player_name);
		await expect(rows.first()).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
		await expectNoAxeViolations(page);
	});

	test('pages the hunters in the address: Back returns, a bad page is dropped', async ({
		page,
	}) => {
		const many = Array.from({ length: 40 }, (_, index) => ({
			rank: index + 1,
			steamid: `765611980000000${String(index + 10)}`,
			player_name: `Hunter ${index + 1}`,
			egg_count: 50 - index,
			last_pickup: '2025-04-20T14:05:00.000Z',
		}));
		await page.route('**/api/ttt/egg-hunters', (route) => route.fulfill({ json: many }));
		await page.goto('/egg-hunt?page=abc');
		const rows = page.locator('.egg-hunt tbody tr');
		await expect(rows.first()).toContainText('Hunter 4');
		await expect(page).toHaveURL(/\/egg-hunt$/);

		await page.getByRole('navigation', { name: 'Egg hunter pages' }).getByText('2').click();
		await expect(page).toHaveURL(/\?page=2$/);
		await expect(rows.first()).toContainText('Hunter 19');
		await page.reload();
		await expect(rows.first()).toContainText('Hunter 19');
		await page.goBack();
		await expect(rows.first()).toContainText('Hunter 4');

		await page.goto('/egg-hunt?page=99');
		await expect(page).toHaveURL(/\?page=3$/);
		await expect(rows).toHaveCount(7);
		await expectNoAxeViolations(page);
	});

	test('Join TTT Server opens the EU TTT connect link', async ({ page }) => {
		await page.goto('/egg-hunt');
		await expect(page.getByRole('link', { name: 'Join TTT Server' })).toHaveAttribute(
			'href',
			/^steam:\/\/run\/730\/\/\+connect%20[\w.-]+:\d+$/,
		);
	});

	test("shows 'Failed to load egg hunter data' when the call fails", async ({ page }) => {
		await page.route('**/api/ttt/egg-hunters', (route) => route.fulfill({ status: 500 }));
		await page.goto('/egg-hunt');
		await expect(
			page.getByRole('alert').filter({ hasText: MESSAGES.eggHunt.loadFailed }),
		).toBeVisible();
		await expectNoAxeViolations(page);
	});

	test('shows the empty states', async ({ page }) => {
		await page.route('**/api/ttt/egg-hunters', (route) => route.fulfill({ json: [] }));
		await page.goto('/egg-hunt');
		await expect(page.getByRole('heading', { name: MESSAGES.eggHunt.empty })).toBeVisible();
		await expectNoAxeViolations(page);

		await page.route('**/api/ttt/egg-hunters', (route) =>
			route.fulfill({
				json: [{ rank: 1, steamid: '76561198000000001', player_name: 'Solo', egg_count: 3 }],
			}),
		);
		await page.reload();
		await expect(page.getByRole('list', { name: 'Top three egg hunters' })).toContainText('Solo');
		await expect(page.getByText(MESSAGES.eggHunt.onlyPodium)).toBeVisible();
	});
});
