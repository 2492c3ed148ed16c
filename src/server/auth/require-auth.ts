import { API_MESSAGES } from '../../contract/http';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { StaffRole } from '../../contract/user';
import { findAccountByToken } from './tokens';
import type { AccountRow } from './accounts';
import type { AppEnv, AuthEnv } from '../app-env';
import { apiError } from '../http/errors';
import { documentGuard } from '../http/route-docs';

const BEARER = /^Bearer\s+(\S+)$/i;

/** The request's bearer token and its account; none when the token is missing or not live. */
export async function readBearer(
	c: Context<AppEnv> | Context<AuthEnv>,
): Promise<{ token: string; account: AccountRow } | undefined> {
	const token = BEARER.exec(c.req.header('Authorization') ?? '')?.[1];
	const account = token ? await findAccountByToken(c.var.db, token) : undefined;
	return token && account ? { token, account } : undefined;
}

/** Lets the request through only with a live bearer token (else 401); sets `account`, `token`. */
export const requireAuth = documentGuard(
	createMiddleware<AuthEnv>(async (c, next) => {
		const { token, account } = (await readBearer(c)) ?? {};
		if (!token || !account) throw apiError(401, API_MESSAGES.authRequired);
		c.set('account', account);
		c.set('token', token);
		await next();
	}),
	{ auth: 'bearer', answers: { 401: 'No live bearer token' } },
);

/** Lets the request through only for an account holding one of the roles: 401, else 403. */
export function requireRole(...roles: [StaffRole, ...StaffRole[]]) {
	const allowed: readonly string[] = roles;
	return documentGuard(
		createMiddleware<AuthEnv>((c, next) =>
			requireAuth(c, async () => {
				if (!allowed.includes(c.var.account.role)) throw apiError(403, API_MESSAGES.forbidden);
				await next();
			}),
		),
		{
			auth: 'bearer',
			answers: { 401: 'No live bearer token', 403: `The account is not ${roles.join(' or ')}` },
		},
	);
}
