import type { Context } from 'hono';
import { validator } from 'hono/validator';
import { en } from 'zod/locales';
import { config } from 'zod/mini';
import { safeParseAsync, type $ZodIssue, type $ZodType, type output } from 'zod/v4/core';
import { errorResponse } from './errors';
import { recordDoc } from './route-docs';

// zod/mini loads no locale, so issues without a message of their own would read 'Invalid input';
// the API answers them in English.
config(en());

/** The parts of a request `validate` reads. */
type ValidationTarget = 'json' | 'query' | 'param';

/** Answers a request whose input failed its schema, in the route's own error shape. */
export type ValidationErrorHandler = (
	issues: readonly $ZodIssue[],
	c: Context,
) => Response | Promise<Response>;

/** The default answer: 400 `{ message }` with the first issue's message. */
const answerFirstIssue: ValidationErrorHandler = (issues, c) =>
	errorResponse(c, 400, issues[0]?.message ?? 'Invalid request');

/**
 * Validates the JSON body, the query or the path parameters with a zod 4 schema, classic
 * (`zod`) or mini (`zod/mini`); handlers read the parsed value with `c.req.valid(target)`.
 * A body that is not JSON at all reaches the schema as {}, so it fails with a field message;
 * a query value given once is a string, given more than once an array.
 */
export function validate<T extends ValidationTarget, S extends $ZodType>(
	target: T,
	schema: S,
	onError: ValidationErrorHandler = answerFirstIssue,
) {
	const check = validator(target, async (value, c) => {
		const result = await safeParseAsync(schema, value);
		if (!result.success) return onError(result.error.issues, c);
		return result.data as output<S>;
	});
	// The API document lists what the route takes from this schema.
	return recordDoc(check, { kind: 'input', part: target, schema });
}
