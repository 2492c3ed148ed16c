import { z } from 'zod/mini';

/** `GET /api/openapi.json`: the OpenAPI 3.1 document of the API (read by tools, not the site). */
export const OpenApiDocumentSchema = z.looseObject({
	openapi: z.literal('3.1.0'),
	info: z.looseObject({ title: z.string(), version: z.string() }),
	paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** The document as the API sends it. */
export type OpenApiDocumentWire = z.input<typeof OpenApiDocumentSchema>;
