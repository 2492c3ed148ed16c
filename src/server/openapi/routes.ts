import type { RouterRoute } from 'hono/types';
import { OpenApiDocumentSchema, type OpenApiDocumentWire } from '../../contract/openapi';
import { createRouter } from '../http/create-router';
import { describeRoute } from '../http/route-docs';
import { buildOpenApiDocument, type OpenApiDocument } from './document';

/** Title and version the document carries. */
export const API_INFO = { title: 'Community site API', version: '1.0.0' } as const;

/**
 * `GET /openapi.json`, the API's own document, built once from the app's route table on the
 * first call (`readRoutes` is read lazily: the app adds its routes after this router).
 */
export function openApiRoutes(readRoutes: () => readonly RouterRoute[]) {
	let built: OpenApiDocument | undefined;
	return createRouter().get(
		'/openapi.json',
		describeRoute({
			summary: 'The OpenAPI 3.1 document of this API',
			description:
				'Built from the routes and contract schemas the server runs; `/docs/api` renders it.',
			answers: { 200: OpenApiDocumentSchema },
		}),
		(c) => {
			built ??= buildOpenApiDocument(readRoutes(), API_INFO).document;
			c.header('Cache-Control', 'public, max-age=3600');
			return c.json(built satisfies OpenApiDocumentWire);
		},
	);
}
