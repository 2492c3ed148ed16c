import { describe, expect, it } from 'vitest';
import type { OpenApiOperation } from '../../src/contract/openapi';
import { codeSpans, describeAuth, describeParameterType } from '../../src/features/api-docs/model';

function operation(security: OpenApiOperation['security']): OpenApiOperation {
	return { operationId: 'x', summary: 'x', tags: ['TTT'], security, responses: {} };
}

describe('API reference model', () => {
	it('says in words how a call is authorised', () => {
		expect(describeAuth(operation([]))).toBe('None');
		expect(describeAuth(operation([{ bearerAuth: [] }]))).toBe(
			'Bearer token (Authorization: Bearer <token>)',
		);
		expect(describeAuth(operation([{ bearerAuth: [] }, {}]))).toBe(
			'Optional bearer token (Authorization: Bearer <token>)',
		);
		expect(describeAuth(operation([{ ingestKeyBearer: [] }, { ingestKeyHeader: [] }]))).toBe(
			'Game server ingest key: Authorization: Bearer <key> or X-Ingest-Key: <key>',
		);
	});

	it('splits backticked code out of a description', () => {
		expect(codeSpans('With `page` or `search`.')).toEqual([
			{ code: false, text: 'With ' },
			{ code: true, text: 'page' },
			{ code: false, text: ' or ' },
			{ code: true, text: 'search' },
			{ code: false, text: '.' },
		]);
	});

	it('describes a parameter type with its bounds', () => {
		expect(describeParameterType({ type: 'string', maxLength: 100, default: '' })).toBe(
			'string, at most 100 characters, default ""',
		);
		expect(describeParameterType({ type: 'string', enum: ['24h', '7d'] })).toBe(
			'string, one of 24h, 7d',
		);
	});
});
