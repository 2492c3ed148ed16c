import type { MailMessage, SiteIdentity } from '../adapters/mail';
import { escapeHtml } from './escape-html';

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

function buildLinkMail(site: SiteIdentity, to: string, username: string, parts: LinkMailParts) {
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
<h1 style="margin:0 0 16px;font-size:22px;color:#ff9f43">${escapeHtml(site.name)}</h1>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(parts.intro)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(parts.link)}" style="display:inline-block;padding:12px 20px;background:#ff9f43;color:#140b02;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(parts.action)}</a></p>
<p style="font-size:13px;color:#a3adc2">Or paste this link into your browser:<br><a href="${escapeHtml(parts.link)}" style="color:#38d9f5;word-break:break-all">${escapeHtml(parts.link)}</a></p>
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
