import { OpenApiDocumentSchema } from '../../src/contract/openapi';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

test.describe('API reference', () => {
	test('serves the OpenAPI document and renders every call of it at /docs/api, readable without script', async ({
		browser,
		page,
	}) => {
		const response = await page.request.get('/api/openapi.json');
		expect(response.ok()).toBe(true);
		const document = OpenApiDocumentSchema.parse(await response.json());
		const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
			Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
		);
		expect(operations).toContain('GET /api/ttt/rounds');
		expect(operations).toContain('GET /api/ingest/admins');

		// The page is prerendered: with script off it still lists every call.
		const context = await browser.newContext({ javaScriptEnabled: false });
		const noScript = await context.newPage();
		await noScript.goto('/docs/api');
		await expect(noScript.getByRole('heading', { level: 1, name: 'API Reference' })).toBeVisible();
		const titles = noScript.locator('.operation__title');
		await expect(titles).toHaveCount(operations.length);
		const shown = (await titles.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
		expect(shown.sort()).toEqual([...operations].sort());
		await context.close();
	});

	test('shows a call with its auth, parameters, body example and answers, and passes axe', async ({
		page,
	}) => {
		// Every call with its schemas: axe takes 20-35 s over it on a busy 2-core machine.
		test.slow();
		await page.goto('/docs/api');
		const upload = page.locator('#postApiIngestTttRounds');
		await expect(upload).toContainText('Game server ingest key');
		await expect(upload).toContainText('"roundId": 1234');
		await expect(upload).toContainText('201 A new round');
		const rounds = page.locator('#getApiTttRounds');
		await expect(rounds).toContainText('pageSize (query)');
		await expect(rounds).toContainText('newest 1,000 rounds');
		await rounds.getByText('Schema of 200').click();
		await expect(rounds.locator('pre').first()).toContainText('"pageSize"');
		await page.getByRole('link', { name: 'Game server ingest' }).click();
		await expect(page).toHaveURL(/#game-server-ingest$/);
		await expectNoAxeViolations(page);
	});
});
