import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { ROUTES, type RouteEntry } from '../../src/config/routes';
import { expect, test } from './support/fixtures';

/** Every page a visitor reaches without an account; the id routes with a real and a made-up id. */
const publicPaths = [
	...(ROUTES as readonly RouteEntry[])
		.filter((route) => !route.auth && !route.path.includes('['))
		.map((route) => (route.path === '/404' ? '/no-such-page' : route.path)),
	'/ttt/rounds/1',
	'/players/76561198000000001',
	`/verify/${'v'.repeat(64)}`,
	`/reset-password/${'r'.repeat(64)}`,
];

// The configuration beside package.json (.htmlvalidate.mjs), as an editor or the CLI reads it.
const validator = new HtmlValidate(new FileSystemConfigLoader());

for (const path of publicPaths) {
	test(`${path} is valid HTML`, async ({ request }) => {
		const response = await request.get(path);
		const report = await validator.validateString(await response.text(), 'page.html');
		const messages = report.results.flatMap((result) =>
			result.messages.map(
				({ ruleId, message, line, column }) => `${line}:${column} ${ruleId}: ${message}`,
			),
		);
		expect(messages, `html-validate on ${path}`).toEqual([]);
	});
}
