import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { findAccountByToken } from '../auth/tokens';
import type { AuthEnv } from './app-env';

const BEARER = /^Bearer\s+(\S+)$/i;

/** Lets the request through only with a live bearer token; sets `account` and `token`. */
export const requireAuth = createMiddleware<AuthEnv>(async (c, next) => {
	const token = BEARER.exec(c.req.header('Authorization') ?? '')?.[1];
	const account = token ? findAccountByToken(c.var.db, token) : undefined;
	if (!token || !account) throw new HTTPException(401, { message: 'Authentication required' });
	c.set('account', account);
	c.set('token', token);
	await next();
});
