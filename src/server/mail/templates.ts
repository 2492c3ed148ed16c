import type { MailColours, MailMessage, SiteIdentity } from './mailer';
import { escapeHtml } from '../http/escape-html';

/** Who a mail goes to and the token its link carries. */
export interface LinkMailInput {
	to: string;
	username: string;
	token: string;
}

interface LinkMailParts {
	subject: string;
	intro: string;
	action: string;
	expiry: string;
	outro: string;
	link: string;
}

// The demo community's colours, as the site's design tokens have them.
const DEMO_COLOURS: MailColours = { accent: '#ff9f43', accentInk: '#140b02', secondary: '#38d9f5' };

function buildLinkMail(site: SiteIdentity, to: string, username: string, parts: LinkMailParts) {
	const colours = site.colours ?? DEMO_COLOURS;
	const greeting = `Hi ${username},`;
	const text = [
		greeting,
		'',
		parts.intro,
		'',
		`${parts.action}: ${parts.link}`,
		'',
		parts.expiry,
		parts.outro,
		'',
		`The ${site.name} team`,
	].join('\n');
	const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#07090f;color:#edf0f7;font-family:Arial,sans-serif">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#141a27;border-radius:10px;padding:24px">
<tr><td>
<h1 style="margin:0 0 16px;font-size:22px;color:${colours.accent}">${escapeHtml(site.name)}</h1>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(parts.intro)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(parts.link)}" style="display:inline-block;padding:12px 20px;background:${colours.accent};color:${colours.accentInk};border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(parts.action)}</a></p>
<p style="font-size:13px;color:#a3adc2">Or paste this link into your browser:<br><a href="${escapeHtml(parts.link)}" style="color:${colours.secondary};word-break:break-all">${escapeHtml(parts.link)}</a></p>
<p style="font-size:13px;color:#a3adc2">${escapeHtml(parts.expiry)} ${escapeHtml(parts.outro)}</p>
<p>The ${escapeHtml(site.name)} team</p>
</td></tr>
</table>
</body>
</html>`;
	return { to, subject: parts.subject, text, html, link: parts.link } satisfies MailMessage;
}

/** The mail that asks a new account to confirm its address (link valid 24 hours). */
export function verificationMail(site: SiteIdentity, input: LinkMailInput): MailMessage {
	return buildLinkMail(site, input.to, input.username, {
		subject: `Verify your email for ${site.name}`,
		intro: `Welcome to ${site.name}! Please confirm your email address to activate your account.`,
		action: 'Verify email',
		expiry: 'The link works for 24 hours.',
		outro: 'If you did not create an account, you can ignore this email.',
		link: `${site.url}/verify/${input.token}`,
	});
}

/** The mail with a password reset link (valid 1 hour). */
export function passwordResetMail(site: SiteIdentity, input: LinkMailInput): MailMessage {
	return buildLinkMail(site, input.to, input.username, {
		subject: `Reset your ${site.name} password`,
		intro: `Someone asked to reset the password of your ${site.name} account.`,
		action: 'Reset password',
		expiry: 'The link works for 1 hour and only once.',
		outro: 'If you did not ask for this, you can ignore this email: your password stays the same.',
		link: `${site.url}/reset-password/${input.token}`,
	});
}

/** Who a notice goes to: an account's owner. */
interface NoticeMailInput {
	to: string;
	username: string;
}

/** The notice to an account's owner that someone tried to register again with their address. */
export function registrationAttemptMail(site: SiteIdentity, input: NoticeMailInput): MailMessage {
	return buildLinkMail(site, input.to, input.username, {
		subject: `Someone tried to register with your email at ${site.name}`,
		intro: `Someone just tried to create a new ${site.name} account with this email address, which already belongs to your account. No new account was made.`,
		action: 'Log in',
		expiry:
			'If it was you: log in with your account, or choose Forgot Password? on the login page to set a new password.',
		outro:
			'If it was not you, you can ignore this email: your account and password stay as they are.',
		link: `${site.url}/login`,
	});
}

/** The notice that logins to an account are locked for an hour after many failed attempts. */
export function loginLockMail(site: SiteIdentity, input: NoticeMailInput): MailMessage {
	return buildLinkMail(site, input.to, input.username, {
		subject: `Logins to your ${site.name} account are locked for an hour`,
		intro: `There were many failed attempts to log in to your ${site.name} account within an hour, so we have locked logins to it for an hour. Your password is safe as long as you have not shared it: every one of those attempts failed.`,
		action: 'Open the login page',
		expiry:
			'To get back in now, choose Forgot Password? on the login page: a password reset ends the lock.',
		outro: 'Otherwise the lock lifts by itself after the hour.',
		link: `${site.url}/login`,
	});
}
