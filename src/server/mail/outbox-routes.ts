import { API_MESSAGES } from '../../contract/http';
import { OutboxSchema, type OutboxMailWire } from '../../contract/outbox';
import { isLoopbackAddress } from '../../site-mode';
import { createRouter } from '../http/create-router';
import { apiError } from '../http/errors';
import { describeRoute } from '../http/route-docs';

/** Mails kept by the demo outbox, newest first; at most this many. */
const OUTBOX_LIMIT = 100;

/**
 * Why a forwarded request is refused, logged once: behind a proxy on this machine that TRUST_PROXY
 * does not name, every client would look local, so the outbox would answer the whole internet.
 */
export const FORWARDED_WITHOUT_TRUSTED_PROXY_LOG =
	'Demo outbox: refused a request with X-Forwarded-For from a peer TRUST_PROXY does not name; behind a proxy, set TRUST_PROXY to its address (true for one on this machine).';

/**
 * Development helpers of the demo mode: the outbox lists every mail the site sent and its link,
 * to clients on this machine only (behind a trusted proxy, the forwarded client), since its
 * links log anyone in. In production, with SMTP configured, for any other client, or for a request
 * carrying X-Forwarded-For from a peer TRUST_PROXY does not name, it is a 404.
 */
export function createOutboxRoutes() {
	let forwardedRefusalLogged = false;
	/** Whether the request came through a proxy the site was not told about (logged once). */
	function forwardedByUnknownProxy(forwardedUntrusted: boolean): boolean {
		if (!forwardedUntrusted) return false;
		if (!forwardedRefusalLogged) {
			forwardedRefusalLogged = true;
			console.warn(FORWARDED_WITHOUT_TRUSTED_PROXY_LOG);
		}
		return true;
	}
	return createRouter().get(
		'/outbox',
		describeRoute({
			summary: 'The demo outbox: every mail the site sent, newest first (demo, this machine only)',
			description:
				'Answers only in demo mode without SMTP, and only to a client on the same machine (never to a request with X-Forwarded-For from a peer TRUST_PROXY does not name): its links log anyone in.',
			answers: { 200: OutboxSchema, 404: 'Not demo mode, SMTP configured, or another machine' },
		}),
		async (c) => {
			const open =
				c.var.siteMode === 'demo' &&
				c.var.adapters.mail.kind === 'outbox' &&
				isLoopbackAddress(c.var.clientAddress) &&
				!forwardedByUnknownProxy(c.var.forwardedUntrusted);
			if (!open) throw apiError(404, API_MESSAGES.notFound);
			const rows = await c.var.db
				.selectFrom('mail_outbox')
				.select(['id', 'recipient', 'subject', 'text', 'link', 'created_at'])
				.orderBy('id', 'desc')
				.limit(OUTBOX_LIMIT)
				.execute();
			return c.json(
				rows.map((row) => ({
					id: row.id,
					to: row.recipient,
					subject: row.subject,
					text: row.text,
					link: row.link,
					createdAt: row.created_at,
				})) satisfies OutboxMailWire[],
			);
		},
	);
}
