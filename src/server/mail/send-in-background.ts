import type { Database } from 'better-sqlite3';
import type { MailMessage, Mailer } from './mailer';
import { redactError } from '../http/redact';

/**
 * Sends a mail without making the request wait for it: a slow or failing mail server never
 * delays or fails the answer. Failures are logged without the link, which is a secret.
 */
export function sendInBackground(mailer: Mailer, db: Database, message: MailMessage): void {
	void Promise.resolve()
		.then(() => mailer.send(message, db))
		.catch((error: unknown) => {
			console.error(`Mail "${message.subject}" to ${message.to} failed:`, redactError(error));
		});
}
