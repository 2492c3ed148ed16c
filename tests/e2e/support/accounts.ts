import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { OutboxSchema } from '@/contract/outbox';
import { expect } from './fixtures';

/** A throwaway account of one test: never a demo account, so tests stay independent. */
export interface Throwaway {
	username: string;
	email: string;
	password: string;
}

/** Fresh credentials no other test uses. */
export function makeThrowaway(): Throwaway {
	const id = randomUUID().replaceAll('-', '').slice(0, 10);
	return { username: `Tester${id}`, email: `tester-${id}@example.com`, password: `Start-${id}-1!` };
}

/**
 * A forwarded address of the test's own: the e2e server trusts X-Forwarded-For, so calls made
 * straight to the API do not spend the per-address budget the browser's calls use.
 */
export function ownAddress(): Record<string, string> {
	const bytes = randomUUID().replaceAll('-', '');
	const part = (index: number) => parseInt(bytes.slice(index, index + 2), 16) % 250;
	return { 'X-Forwarded-For': `198.19.${part(0)}.${part(2) + 1}` };
}

/** Registers through the API; the account starts unverified. */
export async function registerThroughApi(request: APIRequestContext, account = makeThrowaway()) {
	const response = await request.post('/api/auth/register', {
		headers: ownAddress(),
		data: { ...account, verifyPassword: account.password, turnstileToken: 'e2e' },
	});
	expect(response.status(), 'register').toBe(201);
	return account;
}

/** The link of the newest outbox mail to `email` whose path starts with `prefix`. */
export async function linkFromOutbox(
	request: APIRequestContext,
	email: string,
	prefix: '/verify/' | '/reset-password/',
): Promise<string> {
	let link: string | undefined;
	await expect
		.poll(async () => {
			const response = await request.get('/api/dev/outbox');
			const mails = OutboxSchema.parse(await response.json());
			link =
				mails.find((mail) => mail.to === email && mail.link?.includes(prefix))?.link ?? undefined;
			return link;
		})
		.toBeTruthy();
	return new URL(link!).pathname;
}

/** Registers and verifies an account through the API. */
export async function createVerifiedAccount(request: APIRequestContext): Promise<Throwaway> {
	const account = await registerThroughApi(request);
	const path = await linkFromOutbox(request, account.email, '/verify/');
	const response = await request.get(`/api/auth${path}`);
	expect(response.status(), 'verify').toBe(200);
	return account;
}
