import type { Database } from 'better-sqlite3';
import { createTransport } from 'nodemailer';

/** One outgoing mail: a plain-text and an HTML part, and the link it carries. */
export interface MailMessage {
	to: string;
	subject: string;
	text: string;
	html: string;
	/** The verification or reset link, listed by the demo outbox. */
	link?: string;
}

/** The community that mails: its name in greetings, its public address in links. */
export interface SiteIdentity {
	name: string;
	/** Public base URL of the site (SITE_URL), without a trailing slash. */
	url: string;
}

/** Sends mail: through SMTP, or into the demo outbox table. */
export interface Mailer {
	/** 'outbox' keeps mail in the database and lists it at GET /api/dev/outbox. */
	readonly kind: 'outbox' | 'smtp';
	/** Whose mail this is; templates build links from `site.url`. */
	readonly site: SiteIdentity;
	/** Delivers one mail; rejects when it could not. The database is the outbox's. */
	send(message: MailMessage, db: Database): Promise<void>;
}

/** Options of `createMailer`. */
export interface MailerOptions {
	/** SMTP server as a URL (smtp://, smtps://); unset, mail goes to the demo outbox. */
	smtpUrl?: string;
	/** Sender address; by default no-reply at the site's host, named after the community. */
	from?: string;
	site: SiteIdentity;
	/** Where the demo outbox logs each mail; the console by default. */
	log?: (line: string) => void;
}

/** Mails the demo outbox keeps; older ones are dropped. */
export const OUTBOX_KEEP = 500;

// A mail server that does not answer must not hold connections for nodemailer's 2 minutes.
const SMTP_TIMEOUT_MS = 10_000;

/** The demo outbox: each mail is a row of `mail_outbox`, and its link is logged. */
function createOutboxMailer(site: SiteIdentity, log: (line: string) => void): Mailer {
	return {
		kind: 'outbox',
		site,
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

/** Real mail through an SMTP server with nodemailer. */
function createSmtpMailer(url: string, from: string, site: SiteIdentity): Mailer {
	const transport = createTransport({
		url,
		connectionTimeout: SMTP_TIMEOUT_MS,
		greetingTimeout: SMTP_TIMEOUT_MS,
		socketTimeout: SMTP_TIMEOUT_MS,
	});
	return {
		kind: 'smtp',
		site,
		async send(message) {
			await transport.sendMail({
				from,
				to: message.to,
				subject: message.subject,
				text: message.text,
				html: message.html,
			});
		},
	};
}

/** Picks SMTP when a server URL is set, else the demo outbox. */
export function createMailer({ smtpUrl, from, site, log = console.info }: MailerOptions): Mailer {
	const normalised = { ...site, url: site.url.replace(/\/+$/, '') };
	if (!smtpUrl) return createOutboxMailer(normalised, log);
	return createSmtpMailer(smtpUrl, from ?? defaultSender(normalised), normalised);
}

/** "Community <no-reply@host>" for the site's host. */
export function defaultSender(site: SiteIdentity): string {
	const name = site.name.replace(/["\\\r\n]/g, '');
	return `"${name}" <no-reply@${new URL(site.url).hostname}>`;
}
