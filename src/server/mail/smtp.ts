import { createTransport } from 'nodemailer';
import { defaultSender, normaliseSite, type Mailer, type SiteIdentity } from './mailer';

/** Options of the SMTP mailer. */
interface SmtpMailerOptions {
	/** SMTP server as a URL (smtp://, smtps://). */
	url: string;
	/** Sender address; by default no-reply at the site's host, named after the community. */
	from?: string;
	site: SiteIdentity;
}

// A mail server that does not answer must not hold connections for nodemailer's 2 minutes.
const SMTP_TIMEOUT_MS = 10_000;

/** Real mail through an SMTP server with nodemailer. */
export function createSmtpMailer({ url, from, site }: SmtpMailerOptions): Mailer {
	const identity = normaliseSite(site);
	const sender = from ?? defaultSender(identity);
	const transport = createTransport({
		url,
		connectionTimeout: SMTP_TIMEOUT_MS,
		greetingTimeout: SMTP_TIMEOUT_MS,
		socketTimeout: SMTP_TIMEOUT_MS,
	});
	return {
		kind: 'smtp',
		site: identity,
		async send(message) {
			await transport.sendMail({
				from: sender,
				to: message.to,
				subject: message.subject,
				text: message.text,
				html: message.html,
			});
		},
	};
}
