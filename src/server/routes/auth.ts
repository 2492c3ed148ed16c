import { Hono } from 'hono';
import { LoginInputSchema } from '../../lib/contract/auth';
import type { ApiErrorBody, CurrentUser, LoginResponse } from '../../lib/contract/user';
import { toCurrentUser } from '../auth/accounts';
import { logIn } from '../auth/log-in';
import { revokeToken } from '../auth/tokens';
import type { AppEnv } from '../http/app-env';
import { requireAuth } from '../http/require-auth';
import { validateJson } from '../http/validate';

/** Login, logout and the current user (spec 7, auth calls). */
export const authRoutes = new Hono<AppEnv>()
	.get('/user', requireAuth, (c) => c.json(toCurrentUser(c.var.account) satisfies CurrentUser))
	.post('/login', validateJson(LoginInputSchema), async (c) => {
		const { email, password, turnstileToken } = c.req.valid('json');
		const human = await c.var.adapters.turnstile.verify(
			turnstileToken,
			c.req.header('CF-Connecting-IP'),
		);
		if (!human) return c.json({ message: 'CAPTCHA validation failed' } satisfies ApiErrorBody, 400);

		const outcome = await logIn(c.var.db, c.var.passwords, email, password);
		switch (outcome.kind) {
			case 'locked':
				return c.json(
					{
						message: 'Too many failed login attempts. Please try again in 15 minutes.',
						attemptsLeft: 0,
					} satisfies LoginResponse,
					429,
				);
			case 'invalid':
				return c.json(
					{
						message: 'Invalid email or password',
						attemptsLeft: outcome.attemptsLeft,
					} satisfies LoginResponse,
					401,
				);
			case 'unverified':
				return c.json(
					{
						message: 'Please verify your email address before logging in.',
						needsVerification: true,
					} satisfies LoginResponse,
					403,
				);
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
