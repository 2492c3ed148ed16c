import { afterEach, describe, expect, it } from 'vitest';
import { defaultSender } from '../../src/server/mail/mailer';
import { createSmtpMailer } from '../../src/server/mail/smtp';
import { escapeHtml } from '../../src/server/http/escape-html';
import { verificationMail } from '../../src/server/mail/templates';
import { startSmtpSink } from '../fixtures/fake-smtp-server';
import { readMail } from '../fixtures/mime';
import { createTestApp, postJson } from '../fixtures/reference-api';

const SITE = { name: 'Nova <Gaming> & "Friends"', url: 'https://play.example.org/' };

const sinks: Array<() => Promise<unknown>> = [];
afterEach(async () => {
	for (const close of sinks.splice(0)) await close();
});

async function sink() {
	const started = await startSmtpSink();
	sinks.push(started.close);
	return started;
}

describe('SMTP mailer', () => {
	it('delivers a plain-text and an escaped HTML part with the community name and link', async () => {
		const { received, url } = await sink();
		const mailer = createSmtpMailer({ url, site: SITE });
		expect(mailer.kind).toBe('smtp');
		const token = 'ab'.repeat(32);
		const message = verificationMail(mailer.site, {
			to: 'someone@example.com',
			username: 'Someone',
			token,
		});
		await mailer.send(message, (await createTestApp()).queries);

		expect(received).toHaveLength(1);
		expect(received[0]!.to).toEqual(['someone@example.com']);
		expect(received[0]!.from).toBe('no-reply@play.example.org');
		const parsed = readMail(received[0]!.raw);
		const link = `https://play.example.org/verify/${token}`;
		expect(parsed.subject).toBe(`Verify your email for ${SITE.name}`);
		expect(parsed.text).toContain(link);
		expect(parsed.text).toContain(SITE.name);
		expect(parsed.html).toContain(`href="${link}"`);
		expect(parsed.html).toContain(escapeHtml(SITE.name));
		expect(parsed.html).not.toContain('<Gaming>');
	});

	it('uses MAIL_FROM when it is set', async () => {
		const { received, url } = await sink();
		const mailer = createSmtpMailer({ url, from: 'Team <team@example.org>', site: SITE });
		await mailer.send(
			{ to: 'a@example.com', subject: 's', text: 't', html: '<p>t</p>' },
			(await createTestApp()).queries,
		);
		expect(received[0]!.from).toBe('team@example.org');
	});

	it('names the community in the default sender without breaking the header', () => {
		expect(defaultSender({ name: 'Nova "Gaming"', url: 'https://x.example' })).toBe(
			'"Nova Gaming" <no-reply@x.example>',
		);
	});

	it('sends the mails of the API calls through the sink', async () => {
		const { received, url } = await sink();
		const mail = createSmtpMailer({ url, site: SITE });
		const { app } = await createTestApp({ mail });
		const response = await postJson(app, '/api/auth/forgot-password', {
			email: 'player@example.com',
			turnstileToken: 'ok',
		});
		expect(response.status).toBe(200);
		await expect.poll(() => received.length).toBe(1);
		const parsed = readMail(received[0]!.raw);
		expect(parsed.text).toMatch(/https:\/\/play\.example\.org\/reset-password\/[0-9a-f]{64}/);
		expect((await app.request('/api/dev/outbox', {}, { remoteAddress: '127.0.0.1' })).status).toBe(
			404,
		);
	});

	it('rejects when the server cannot be reached', async () => {
		const { url, close } = await startSmtpSink();
		await close();
		const mailer = createSmtpMailer({ url, site: SITE });
		await expect(
			mailer.send(
				{ to: 'a@example.com', subject: 's', text: 't', html: 't' },
				(await createTestApp()).queries,
			),
		).rejects.toThrow();
	});
});

describe('mail templates', () => {
	it('escapes the username in the HTML part', () => {
		const message = verificationMail(
			{ name: 'Nova', url: 'http://localhost:4321' },
			{ to: 'a@example.com', username: '<script>x</script>', token: 'cd'.repeat(32) },
		);
		expect(message.html).not.toContain('<script>');
		expect(message.html).toContain('&lt;script&gt;');
		expect(message.text).toContain('Hi <script>x</script>,');
	});

	it("draws the mail in the community's colours", () => {
		const site = {
			name: 'Ember Outpost',
			url: 'https://ember.example',
			colours: { accent: '#5ee39b', accentInk: '#03170b', secondary: '#c9a2ff' },
		};
		const { html } = verificationMail(site, {
			to: 'a@example.com',
			username: 'ember',
			token: 'ef'.repeat(32),
		});
		expect(html).toContain('font-size:22px;color:#5ee39b">Ember Outpost</h1>');
		expect(html).toContain('background:#5ee39b;color:#03170b;');
		expect(html).toContain('style="color:#c9a2ff;word-break:break-all"');
		expect(html).not.toContain('#ff9f43');
	});
});
