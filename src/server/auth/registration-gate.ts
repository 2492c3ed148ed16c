import { createMiddleware } from 'hono/factory';
import { AUTH_MESSAGES } from '../../contract/auth';
import type { AppEnv } from '../app-env';
import { errorResponse } from '../http/errors';

/**
 * Answers 403 'Registration is closed.' while REGISTRATION=closed, before the body is read: a
 * closed site neither hashes a password nor sends a mail for a sign-up.
 */
export const refuseWhenRegistrationClosed = createMiddleware<AppEnv>(async (c, next) => {
	if (c.var.registration === 'closed') {
		return errorResponse(c, 403, AUTH_MESSAGES.registrationClosed);
	}
	await next();
});
