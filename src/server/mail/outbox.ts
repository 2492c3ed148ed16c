import { normaliseSite, type Mailer, type SiteIdentity } from './mailer';

/** Mails the demo outbox keeps; older ones are dropped. */
export const OUTBOX_KEEP = 500;

/** Options of the demo outbox. */
export interface OutboxMailerOptions {
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
			db.prepare(
				`INSERT INTO mail_outbox (recipient, subject, text, html, link, created_at)
				VALUES (?, ?, ?, ?, ?, ?)`,
			).run(
				message.to,
				message.subject,
				message.text,
				message.html,
				message.link ?? null,
				new Date().toISOString(),
			);
			// The demo keeps the newest mails only, so a long-running demo does not grow forever.
			db.prepare('DELETE FROM mail_outbox WHERE id <= (SELECT MAX(id) FROM mail_outbox) - ?').run(
				OUTBOX_KEEP,
			);
			log(
				`[mail outbox] to ${message.to}: ${message.subject}${message.link ? ` ${message.link}` : ''}`,
			);
		},
	};
}
