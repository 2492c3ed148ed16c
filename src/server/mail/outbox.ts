import { normaliseSite, type Mailer, type SiteIdentity } from './mailer';

/** Mails the demo outbox keeps; older ones are dropped. */
export const OUTBOX_KEEP = 500;

/** Options of the demo outbox. */
interface OutboxMailerOptions {
	site: SiteIdentity;
	/** Where each mail is logged; the console by default. */
	log?: (line: string) => void;
}

/** The demo outbox: each mail is a row of `mail_outbox`, and its link is logged. */
export function createOutboxMailer({ site, log = console.info }: OutboxMailerOptions): Mailer {
	return {
		kind: 'outbox',
		site: normaliseSite(site),
		async send(message, db) {
			await db.transaction().execute(async (trx) => {
				const { id } = await trx
					.insertInto('mail_outbox')
					.values({
						recipient: message.to,
						subject: message.subject,
						text: message.text,
						html: message.html,
						link: message.link ?? null,
						created_at: new Date().toISOString(),
					})
					.returning('id')
					.executeTakeFirstOrThrow();
				// The demo keeps the newest mails only, so a long-running demo does not grow forever.
				await trx
					.deleteFrom('mail_outbox')
					.where('id', '<=', id - OUTBOX_KEEP)
					.execute();
			});
			log(
				`[mail outbox] to ${message.to}: ${message.subject}${message.link ? ` ${message.link}` : ''}`,
			);
		},
	};
}
