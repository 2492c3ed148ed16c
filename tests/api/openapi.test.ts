import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { OpenApiDocumentSchema } from '../../src/contract/openapi';
import { buildOpenApiDocument, toOpenApiPath } from '../../src/server/openapi/document';
import { API_INFO } from '../../src/server/openapi/routes';
import { createTestApp } from '../fixtures/reference-api';

/** Every method and path the app answers, as `GET /api/ttt/rounds/{id}`. */
function appRoutes(app: Awaited<ReturnType<typeof createTestApp>>['app']): string[] {
	const keys = app.routes
		.filter((route) => route.method !== 'ALL')
		.map((route) => `${route.method} ${toOpenApiPath(route.path)}`);
	return [...new Set(keys)].sort();
}

describe('the OpenAPI document', () => {
	it('describes every route of the app, with describeRoute beside the route', async () => {
		const { app } = await createTestApp();
		const { document, undocumented } = buildOpenApiDocument(app.routes, API_INFO);
		expect(undocumented, 'routes without describeRoute').toEqual([]);
		const described = Object.entries(document.paths).flatMap(([path, operations]) =>
			Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
		);
		expect(described.sort()).toEqual(appRoutes(app));
	});

	it('is served at GET /api/openapi.json and is a valid OpenAPI 3.1 document', async () => {
		const { app } = await createTestApp();
		const response = await app.request('/api/openapi.json');
		expect(response.status).toBe(200);
		const served = OpenApiDocumentSchema.parse(await response.json());
		expect(served).toEqual(buildOpenApiDocument(app.routes, API_INFO).document);
		const result = await validate(structuredClone(served) as never);
		expect(result.valid ? '' : compileErrors(result)).toBe('');
		expect(result.specification).toBe('OpenAPI');
	});

	it('names the auth, inputs and answers of a route from the code that checks them', async () => {
		const { app } = await createTestApp();
		const { document } = buildOpenApiDocument(app.routes, API_INFO);
		const rounds = document.paths['/api/ttt/rounds']!.get!;
		expect(rounds.security).toEqual([]);
		expect(rounds.parameters?.map((p) => p.name)).toEqual(['page', 'pageSize', 'search']);
		expect(Object.keys(rounds.responses)).toEqual(['200', '400', '500', '503']);
		const upload = document.paths['/api/ingest/ttt/rounds']!.post!;
		expect(upload.security).toEqual([{ ingestKeyBearer: [] }, { ingestKeyHeader: [] }]);
		expect(upload.requestBody?.content['application/json'].schema).toMatchObject({
			required: expect.arrayContaining(['roundId', 'map', 'startTime']),
		});
		expect(Object.keys(upload.responses)).toEqual(
			expect.arrayContaining(['200', '201', '400', '401', '403', '413']),
		);
		const admins = document.paths['/api/game-admins/{id}']!.put!;
		expect(admins.security).toEqual([{ bearerAuth: [] }]);
		expect(admins.responses['403']!.description).toBe('The account is not root');
	});
});
