import type {
	JsonSchema,
	OpenApiDocument,
	OpenApiOperation,
	OpenApiResponse,
} from '@/contract/openapi';

/** One operation of the reference, with what its entry shows. */
export interface ReferenceEntry {
	id: string;
	method: string;
	path: string;
	operation: OpenApiOperation;
}

/** One area of the reference and its operations, in the document's order. */
interface ReferenceGroup {
	name: string;
	description: string;
	id: string;
	entries: ReferenceEntry[];
}

/** Groups the document's operations by area (tag), in the order the document lists areas. */
export function groupOperations(document: OpenApiDocument): ReferenceGroup[] {
	const groups = document.tags.map((tag) => ({
		...tag,
		id: slug(tag.name),
		entries: [] as ReferenceEntry[],
	}));
	for (const [path, operations] of Object.entries(document.paths)) {
		for (const [method, operation] of Object.entries(operations)) {
			const group = groups.find((candidate) => candidate.name === operation.tags[0]);
			group?.entries.push({
				id: operation.operationId,
				method: method.toUpperCase(),
				path,
				operation,
			});
		}
	}
	return groups.filter((group) => group.entries.length > 0);
}

function slug(text: string): string {
	return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** How a caller authorises the operation, in words. */
export function describeAuth(operation: OpenApiOperation): string {
	const names = operation.security.map((entry) => Object.keys(entry)[0]);
	if (names.includes('ingestKeyBearer')) {
		return 'Game server ingest key: Authorization: Bearer <key> or X-Ingest-Key: <key>';
	}
	if (names.includes('bearerAuth')) {
		return names.length > 1
			? 'Optional bearer token (Authorization: Bearer <token>)'
			: 'Bearer token (Authorization: Bearer <token>)';
	}
	return 'None';
}

/** A text with `code` spans, as pieces to render: plain text and code alternate. */
export function codeSpans(text: string): { code: boolean; text: string }[] {
	return text.split('`').map((piece, index) => ({ code: index % 2 === 1, text: piece }));
}

/** A schema as the reference prints it: indented JSON, the document's references kept. */
export function printSchema(schema: JsonSchema): string {
	return JSON.stringify(schema, null, 2);
}

/** An answer's media type and schema, when it has a body. */
export function answerBody(response: OpenApiResponse) {
	const [media, content] = Object.entries(response.content ?? {})[0] ?? [];
	return media && content ? { media, schema: content.schema } : undefined;
}

/** The type of a parameter, short: `string`, `string, at most 100 characters`... */
export function describeParameterType(schema: JsonSchema): string {
	const parts = [typeof schema.type === 'string' ? schema.type : 'value'];
	if (typeof schema.pattern === 'string') parts.push(`matching ${schema.pattern}`);
	if (typeof schema.maxLength === 'number') parts.push(`at most ${schema.maxLength} characters`);
	if (Array.isArray(schema.enum)) parts.push(`one of ${schema.enum.join(', ')}`);
	if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
	return parts.join(', ');
}
