import { LoginInputSchema } from '../../lib/contract/auth';
import type { CurrentUser, LoginResponse } from '../../lib/contract/user';
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
		if (!human) return errorResponse(c, 400, 'CAPTCHA validation failed');

		const outcome = await logIn(c.var.db, email, password);
		switch (outcome.kind) {
			case 'locked':
				return errorResponse(
					c,
					429,
					'Too many failed login attempts. Please try again in 15 minutes.',
					{ attemptsLeft: 0 } satisfies LoginResponse,
				);
			case 'invalid':
				return errorResponse(c, 401, 'Invalid email or password', {
					attemptsLeft: outcome.attemptsLeft,
				} satisfies LoginResponse);
			case 'unverified':
				return errorResponse(c, 403, 'Please verify your email address before logging in.', {
					needsVerification: true,
				} satisfies LoginResponse);
			case 'success':
				return c.json(
					{ token: outcome.token, message: 'Login successful' } satisfies LoginResponse,
					200,
				);
		}
	})
	.post('/logout', requireAuth, (c) => {
		revokeToken(c.var.db, c.var.token);
		return c.json({ message: 'Logged out' });
	});
