import { z } from 'zod/mini';

/** One mail of the demo outbox (`GET /dev/outbox`), newest first. */
export const OutboxMailSchema = z.object({
	id: z.number(),
	to: z.string(),
	subject: z.string(),
	text: z.string(),
	/** The verification or reset link the mail carries. */
	link: z.nullable(z.string()),
	createdAt: z.string(),
});

/** The demo outbox. */
export const OutboxSchema = z.array(OutboxMailSchema);

/** A mail of the demo outbox. */
export type OutboxMail = z.infer<typeof OutboxMailSchema>;
/** A mail of the demo outbox as the API sends it. */
export type OutboxMailWire = z.input<typeof OutboxMailSchema>;
