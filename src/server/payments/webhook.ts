import { PAYMENT_MESSAGES, type WebhookAnswerWire } from '../../contract/payments';
import type { SiteDb } from '../db/kysely';
import type { PaymentEvent } from './gateway';
import { findDonationBySession } from '../donations/create';
import { expireDonation } from '../donations/expire';
import { settleDonation } from '../donations/settle';

/** Events that say a checkout session's payment went through. */
const PAID_EVENTS = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'];
/** The event Stripe sends when a session closes unpaid (24 hours after it was created). */
const EXPIRED_EVENT = 'checkout.session.expired';

/** What the webhook answers: 200 for handled or ignored events, 400 for ones it refuses. */
type WebhookOutcome =
	{ status: 200; result: WebhookAnswerWire['result'] } | { status: 400; message: string };

type Refusal = Extract<WebhookOutcome, { status: 400 }>;

/** Thrown inside the event's transaction to undo its record: a refused event is not handled. */
class RefusedEvent extends Error {
	constructor(readonly refusal: Refusal) {
		super(refusal.message);
	}
}

/**
 * Records the event as handled; false when it already was. A delivery racing another of the
 * same event waits here (on the event's key) until the other commits, then finds it handled, or
 * takes it over when the other was refused and rolled back.
 */
async function claimEvent(trx: SiteDb, event: PaymentEvent, now: Date): Promise<boolean> {
	const claimed = await trx
		.insertInto('handled_stripe_events')
		.values({ id: event.id, type: event.type, handled_at: now.toISOString() })
		.onConflict((conflict) => conflict.column('id').doNothing())
		.returning('id')
		.executeTakeFirst();
	return claimed !== undefined;
}

/** What a new event does to its donation, inside the transaction that claimed the event. */
async function applyEvent(trx: SiteDb, event: PaymentEvent, now: Date): Promise<WebhookOutcome> {
	const session = event.session;
	const expires = event.type === EXPIRED_EVENT;
	if (!(expires || PAID_EVENTS.includes(event.type)) || !session) {
		return { status: 200, result: 'ignored' };
	}
	const donation = await findDonationBySession(trx, session.id);
	if (!donation) return { status: 400, message: PAYMENT_MESSAGES.unknownDonation };
	if (expires) {
		// A paid or canceled donation stays as it is.
		const expired = await expireDonation(trx, donation.id);
		return { status: 200, result: expired ? 'expired' : 'ignored' };
	}
	if (session.paymentStatus !== 'paid') {
		// A delayed payment method: its async_payment_succeeded event settles it later.
		return { status: 200, result: 'ignored' };
	}
	if (session.amountTotal !== donation.amount_cents) {
		return { status: 400, message: PAYMENT_MESSAGES.amountMismatch };
	}
	if (session.currency?.toLowerCase() !== donation.currency) {
		return { status: 400, message: PAYMENT_MESSAGES.currencyMismatch };
	}
	const settled = await settleDonation(trx, donation.id, now);
	// Another event of the session (its async success after the completion) paid it already.
	return { status: 200, result: settled === 'settled' ? 'settled' : 'ignored' };
}

/**
 * Applies a verified Stripe event. Each event id is applied once (Stripe delivers at least once,
 * and may deliver the same event to several servers at the same moment): the event's record and
 * what it changes commit together. A donation is marked paid only when the session is ours, paid,
 * and for exactly the donation's amount and currency, even when it had expired meanwhile (the
 * money was taken). An expired session marks its pending donation expired. A refused event is
 * not recorded, so Stripe shows it as failed and delivers it again.
 */
export async function handlePaymentEvent(
	db: SiteDb,
	event: PaymentEvent,
	now = new Date(),
): Promise<WebhookOutcome> {
	try {
		return await db.transaction().execute(async (trx): Promise<WebhookOutcome> => {
			if (!(await claimEvent(trx, event, now))) return { status: 200, result: 'duplicate' };
			const outcome = await applyEvent(trx, event, now);
			if (outcome.status === 400) throw new RefusedEvent(outcome);
			return outcome;
		});
	} catch (error) {
		if (error instanceof RefusedEvent) return error.refusal;
		throw error;
	}
}
