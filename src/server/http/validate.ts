import { validator } from 'hono/validator';
import type { z } from 'zod';

/** Validates the JSON body with a zod schema; handlers read it with `c.req.valid('json')`. */
export function validateJson<S extends z.ZodType>(schema: S) {
	// A body that is not JSON at all reaches the schema as {}, so it fails with a field message.
	return validator('json', (value, c) => {
		const result = schema.safeParse(value);
		if (!result.success) {
			const message = result.error.issues[0]?.message ?? 'Invalid request body';
			return c.json({ message }, 400);
		}
		return result.data as z.output<S>;
	});
}
