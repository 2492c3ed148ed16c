import type { RouterRoute } from 'hono/types';
import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { API_MESSAGES, ErrorBodySchema } from '../../contract/http';
import type {
	JsonSchema,
	OpenApiDocument,
	OpenApiOperation,
	OpenApiResponse,
} from '../../contract/openapi';
import {
	readDoc,
	type Answer,
	type GuardDoc,
	type InputPart,
	type RouteAuth,
	type RouteDoc,
} from '../http/route-docs';
import { API_AREAS, areaOf } from './areas';

export type { JsonSchema, OpenApiDocument, OpenApiOperation };

/** The document, and the routes of the app that no `describeRoute` describes. */
interface BuiltDocument {
	document: OpenApiDocument;
	undocumented: string[];
}

const ERROR_REF = { $ref: '#/components/schemas/Error' };

const SECURITY: Record<RouteAuth, Record<string, string[]>[]> = {
	bearer: [{ bearerAuth: [] }],
	'optional-bearer': [{ bearerAuth: [] }, {}],
	'ingest-key': [{ ingestKeyBearer: [] }, { ingestKeyHeader: [] }],
};

/** A contract schema as JSON Schema: what a client sends, or what the server sends (`input`). */
function toJsonSchema(schema: $ZodType): JsonSchema {
	// Wire values are the schemas' inputs: the contract parses them into what the site uses.
	const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
		io: 'input',
		unrepresentable: 'any',
	}) as JsonSchema;
	return rest;
}

/** `/api/rounds/:id` as OpenAPI writes it: `/api/rounds/{id}`. */
export function toOpenApiPath(path: string): string {
	return path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
}

/** Whether a middleware mounted at `pattern` (`/api/*`, `/api/auth/login`) runs for `path`. */
export function covers(pattern: string, path: string): boolean {
	// Hono's `/a/*` matches `/a` itself too.
	if (pattern.endsWith('/*')) {
		return path === pattern.slice(0, -2) || path.startsWith(pattern.slice(0, -1));
	}
	return pattern === path || pattern === '*';
}

/** What the handlers of one operation say about it. */
interface Collected {
	route?: RouteDoc;
	guards: GuardDoc[];
	inputs: Partial<Record<InputPart, $ZodType>>;
}

function collect(routes: readonly RouterRoute[], method: string, path: string): Collected {
	const found: Collected = { guards: [], inputs: {} };
	for (const entry of routes) {
		const own = entry.method === method && entry.path === path;
		if (!own && !(entry.method === 'ALL' && covers(entry.path, path))) continue;
		const doc = readDoc(entry.handler);
		if (doc?.kind === 'route') found.route = doc.doc;
		else if (doc?.kind === 'guard' && (doc.doc.methods ?? [method]).includes(method)) {
			found.guards.push(doc.doc);
		} else if (doc?.kind === 'input') found.inputs[doc.part] = doc.schema;
	}
	return found;
}

function toResponse(answer: Answer): OpenApiResponse {
	if (typeof answer === 'string') {
		return { description: answer, content: { 'application/json': { schema: ERROR_REF } } };
	}
	if ('_zod' in answer) {
		return {
			description: 'Success',
			content: { 'application/json': { schema: toJsonSchema(answer) } },
		};
	}
	const response: OpenApiResponse = { description: answer.description };
	if (answer.headers) {
		response.headers = Object.fromEntries(
			Object.entries(answer.headers).map(([name, description]) => [
				name,
				{ description, schema: { type: 'string' } },
			]),
		);
	}
	if (answer.empty) return response;
	const media = answer.media ?? 'application/json';
	const schema = answer.schema ? toJsonSchema(answer.schema) : { type: 'string' };
	response.content = { [media]: { schema } };
	return response;
}

function parametersOf(part: 'param' | 'query', schema: $ZodType | undefined) {
	if (!schema) return [];
	const json = toJsonSchema(schema);
	const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
	const required = new Set((json.required ?? []) as string[]);
	return Object.entries(properties).map(([name, property]) => ({
		name,
		in: part === 'param' ? ('path' as const) : ('query' as const),
		required: part === 'param' || required.has(name),
		schema: property,
	}));
}

function buildOperation(method: string, path: string, found: Collected): OpenApiOperation {
	const route = found.route!;
	const responses: Record<string, OpenApiResponse> = {};
	for (const [status, answer] of Object.entries(route.answers)) {
		responses[status] = toResponse(answer);
	}
	const errors: Record<number, string> = {
		400:
			(found.inputs.json ?? found.inputs.query ?? found.inputs.param)
				? 'The input breaks a rule: the message names the first one (a malformed URL too)'
				: API_MESSAGES.malformedUrl,
	};
	for (const guard of found.guards) {
		for (const [status, text] of Object.entries(guard.answers)) errors[Number(status)] ??= text;
	}
	errors[500] = 'Unexpected failure (logged on the server)';
	errors[503] = 'Busy for a moment: retry after `Retry-After` seconds';
	for (const [status, text] of Object.entries(errors)) responses[status] ??= toResponse(text);
	const auth = found.guards.find((guard) => guard.auth)?.auth ?? route.auth;
	const operation: OpenApiOperation = {
		operationId: `${method.toLowerCase()}${path.replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c?: string) => (c ?? '').toUpperCase())}`,
		summary: route.summary,
		tags: [areaOf(path).name],
		security: auth ? SECURITY[auth] : [],
		responses,
	};
	if (route.description) operation.description = route.description;
	const parameters = [
		...parametersOf('param', found.inputs.param),
		...parametersOf('query', found.inputs.query),
	];
	// Path parameters no schema checks (a token, a session id) are still parameters.
	for (const name of path.match(/:(\w+)/g) ?? []) {
		if (parameters.some((p) => p.name === name.slice(1))) continue;
		parameters.push({
			name: name.slice(1),
			in: 'path',
			required: true,
			schema: { type: 'string' },
		});
	}
	if (parameters.length > 0) operation.parameters = parameters;
	if (found.inputs.json) {
		const body = { schema: toJsonSchema(found.inputs.json) };
		operation.requestBody = {
			required: true,
			content: {
				'application/json':
					route.bodyExample === undefined ? body : { ...body, example: route.bodyExample },
			},
		};
	}
	return operation;
}

/** Builds the OpenAPI 3.1 document of an app from its route table (`app.routes`). */
export function buildOpenApiDocument(
	routes: readonly RouterRoute[],
	{ title, version }: { title: string; version: string },
): BuiltDocument {
	const paths: OpenApiDocument['paths'] = {};
	const undocumented: string[] = [];
	const seen = new Set<string>();
	for (const { method, path } of routes) {
		const key = `${method} ${path}`;
		if (method === 'ALL' || seen.has(key)) continue;
		seen.add(key);
		const found = collect(routes, method, path);
		if (!found.route) {
			undocumented.push(key);
			continue;
		}
		const openApiPath = toOpenApiPath(path);
		paths[openApiPath] ??= {};
		paths[openApiPath][method.toLowerCase()] = buildOperation(method, path, found);
	}
	const document: OpenApiDocument = {
		openapi: '3.1.0',
		info: {
			title,
			version,
			description:
				'Every call answers JSON; a failing call answers `{ "message": "..." }` with its status. ' +
				'Paths end without a slash. Browsers sign in with a bearer token from `POST /api/auth/login`; ' +
				'game servers send their ingest key (`npm run ingest:key -- create <ip:port>`).',
		},
		servers: [{ url: '/' }],
		tags: API_AREAS.map(({ name, description }) => ({ name, description })),
		paths,
		components: {
			schemas: { Error: toJsonSchema(ErrorBodySchema) },
			securitySchemes: {
				bearerAuth: {
					type: 'http',
					scheme: 'bearer',
					description: 'Token of POST /api/auth/login',
				},
				ingestKeyBearer: {
					type: 'http',
					scheme: 'bearer',
					description: "A game server's ingest key as `Authorization: Bearer <key>`",
				},
				ingestKeyHeader: {
					type: 'apiKey',
					in: 'header',
					name: 'X-Ingest-Key',
					description: "A game server's ingest key",
				},
			},
		},
	};
	return { document, undocumented };
}
