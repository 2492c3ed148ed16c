import { AUTH_MESSAGES, LoginInputSchema, type LoginAnswer } from '../../lib/contract/auth';
import type { CurrentUser } from '../../lib/contract/user';
import { toCurrentUser } from '../auth/accounts';
import { logIn } from '../auth/log-in';
import { revokeToken } from '../auth/tokens';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/errors';
import { requireAuth } from '../http/require-auth';
import { validate } from '../http/validate';

/** Login, logout and the current user (spec 7, auth calls). */
export const authRoutes = createRouter()
	.get('/user', requireAuth, (c) => c.json(toCurrentUser(c.var.account) satisfies CurrentUser))
	.post('/login', validate('json', LoginInputSchema), async (c) => {
		const { email, password, turnstileToken } = c.req.valid('json');
		const human = await c.var.adapters.turnstile.verify(
			turnstileToken,
			c.req.header('CF-Connecting-IP'),
		);
		if (!human) return errorResponse(c, 400, AUTH_MESSAGES.captchaRejected);

		const outcome = await logIn(c.var.db, c.var.passwords, email, password);
		switch (outcome.kind) {
			case 'locked':
				return errorResponse(c, 429, AUTH_MESSAGES.tooManyAttempts, {
					attemptsLeft: 0,
				} satisfies LoginAnswer);
			case 'invalid':
				return errorResponse(c, 401, AUTH_MESSAGES.invalidCredentials, {
					attemptsLeft: outcome.attemptsLeft,
				} satisfies LoginAnswer);
			case 'unverified':
				return errorResponse(c, 403, AUTH_MESSAGES.needsVerification, {
					needsVerification: true,
				} satisfies LoginAnswer);
			case 'success':
				return c.json(
					{ token: outcome.token, message: AUTH_MESSAGES.loginSuccess } satisfies LoginAnswer,
					200,
				);
		}
	})
	.post('/logout', requireAuth, (c) => {
		revokeToken(c.var.db, c.var.token);
		return c.json({ message: 'Logged out' });
	});
