import type { Database } from 'better-sqlite3';
import { PAYMENT_MESSAGES, type WebhookAnswerWire } from '../../contract/payments';
import type { PaymentEvent } from './gateway';
import { findDonationBySession } from '../donations/create';
import { expireDonation } from '../donations/expire';
import { settleDonation } from '../donations/settle';

/** Events that say a checkout session's payment went through. */
const PAID_EVENTS = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'];
/** The event Stripe sends when a session closes unpaid (24 hours after it was created). */
const EXPIRED_EVENT = 'checkout.session.expired';

/** What the webhook answers: 200 for handled or ignored events, 400 for ones it refuses. */
export type WebhookOutcome =
	{ status: 200; result: WebhookAnswerWire['result'] } | { status: 400; message: string };

function isHandled(db: Database, eventId: string): boolean {
	return Boolean(db.prepare('SELECT 1 FROM handled_stripe_events WHERE id = ?').get(eventId));
}

function markHandled(db: Database, event: PaymentEvent, now: Date): void {
	db.prepare(
		'INSERT OR IGNORE INTO handled_stripe_events (id, type, handled_at) VALUES (?, ?, ?)',
	).run(event.id, event.type, now.toISOString());
}

/**
 * Applies a verified Stripe event. Each event id is applied once (Stripe delivers at least once);
 * a donation is marked paid only when the session is ours, paid, and for exactly the donation's
 * amount and currency, even when it had expired meanwhile (the money was taken). An expired
 * session marks its pending donation expired. A refused event is not recorded, so Stripe shows it
 * as failed.
 */
export function handlePaymentEvent(
	db: Database,
	event: PaymentEvent,
	now = new Date(),
): WebhookOutcome {
	return db
		.transaction((): WebhookOutcome => {
			if (isHandled(db, event.id)) return { status: 200, result: 'duplicate' };
			const session = event.session;
			const expires = event.type === EXPIRED_EVENT;
			if (!(expires || PAID_EVENTS.includes(event.type)) || !session) {
				markHandled(db, event, now);
				return { status: 200, result: 'ignored' };
			}
			const donation = findDonationBySession(db, session.id);
			if (!donation) return { status: 400, message: PAYMENT_MESSAGES.unknownDonation };
			if (expires) {
				// A paid or canceled donation stays as it is.
				const expired = expireDonation(db, donation.id);
				markHandled(db, event, now);
				return { status: 200, result: expired ? 'expired' : 'ignored' };
			}
			if (session.paymentStatus !== 'paid') {
				// A delayed payment method: its async_payment_succeeded event settles it later.
				markHandled(db, event, now);
				return { status: 200, result: 'ignored' };
			}
			if (session.amountTotal !== donation.amount_cents) {
				return { status: 400, message: PAYMENT_MESSAGES.amountMismatch };
			}
			if (session.currency?.toLowerCase() !== donation.currency) {
				return { status: 400, message: PAYMENT_MESSAGES.currencyMismatch };
			}
			settleDonation(db, donation.id, now);
			markHandled(db, event, now);
			return { status: 200, result: 'settled' };
		})
		.immediate();
}
