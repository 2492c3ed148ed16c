import type { SiteDb } from '../db/kysely';
import type { MailMessage, Mailer } from './mailer';
import { redactError } from '../http/redact';

const sending = new Set<Promise<void>>();

/**
 * Sends a mail without making the request wait for it: a slow or failing mail server never
 * delays or fails the answer. Failures are logged without the link, which is a secret.
 */
export function sendInBackground(mailer: Mailer, db: SiteDb, message: MailMessage): void {
	const send = Promise.resolve()
		.then(() => mailer.send(message, db))
		.catch((error: unknown) => {
			console.error(`Mail "${message.subject}" to ${message.to} failed:`, redactError(error));
		})
		.finally(() => sending.delete(send));
	sending.add(send);
}

/**
 * Resolves once every mail sent in the background so far was delivered or failed: the outbox
 * write of one is a query of its own, which on PostgreSQL may land after the answer was read.
 */
export async function backgroundMailSettled(): Promise<void> {
	while (sending.size > 0) await Promise.all(sending);
}
