import { z } from 'zod/mini';

/** `GET /api/openapi.json`: the OpenAPI 3.1 document of the API (read by tools, not the site). */
export const OpenApiDocumentSchema = z.looseObject({
	openapi: z.literal('3.1.0'),
	info: z.looseObject({ title: z.string(), version: z.string() }),
	paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** The document as the API sends it. */
export type OpenApiDocumentWire = z.input<typeof OpenApiDocumentSchema>;

/** A JSON Schema (2020-12), as OpenAPI 3.1 takes it. */
export type JsonSchema = Record<string, unknown>;

/** One answer of an operation in the document. */
export interface OpenApiResponse {
	description: string;
	headers?: Record<string, { description: string; schema: JsonSchema }>;
	content?: Record<string, { schema: JsonSchema; example?: unknown }>;
}

/** One operation (a method of a path) of the document. */
export interface OpenApiOperation {
	operationId: string;
	summary: string;
	description?: string;
	tags: string[];
	security: Record<string, string[]>[];
	parameters?: {
		name: string;
		in: 'path' | 'query';
		required: boolean;
		schema: JsonSchema;
		description?: string;
	}[];
	requestBody?: {
		required: true;
		content: { 'application/json': { schema: JsonSchema; example?: unknown } };
	};
	responses: Record<string, OpenApiResponse>;
}

/** The OpenAPI 3.1 document of the API, as the server builds it. */
export type OpenApiDocument = {
	openapi: '3.1.0';
	info: { title: string; version: string; description: string };
	servers: { url: string }[];
	tags: { name: string; description: string }[];
	paths: Record<string, Record<string, OpenApiOperation>>;
	components: {
		schemas: Record<string, JsonSchema>;
		securitySchemes: Record<string, Record<string, string>>;
	};
};
