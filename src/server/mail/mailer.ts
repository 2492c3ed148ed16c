import type { SiteDb } from '../db/kysely';

// The port of outgoing mail: the SMTP mailer and the demo outbox both implement it.

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
	/** The community's colours for the mail's title, button and link; the demo's when absent. */
	colours?: MailColours;
}

/** The colours a mail is drawn with (#rrggbb each). */
export interface MailColours {
	/** The title and the button. */
	accent: string;
	/** The button's text. */
	accentInk: string;
	/** The pasted link. */
	secondary: string;
}

/** Sends mail: through SMTP, or into the demo outbox table. */
export interface Mailer {
	/** 'outbox' keeps mail in the database and lists it at GET /api/dev/outbox. */
	readonly kind: 'outbox' | 'smtp';
	/** Whose mail this is; templates build links from `site.url`. */
	readonly site: SiteIdentity;
	/** Delivers one mail; rejects when it could not. The database is the outbox's. */
	send(message: MailMessage, db: SiteDb): Promise<void>;
}

/** The site identity with its address as links start it: no trailing slash. */
export function normaliseSite(site: SiteIdentity): SiteIdentity {
	return { ...site, url: site.url.replace(/\/+$/, '') };
}

/** "Community <no-reply@host>" for the site's host. */
export function defaultSender(site: SiteIdentity): string {
	const name = site.name.replace(/["\\\r\n]/g, '');
	return `"${name}" <no-reply@${new URL(site.url).hostname}>`;
}
