import { z } from 'zod/mini';

/** Answer of `GET /donations/my/donator-status`; missing means inactive. */
export const DonatorStatusSchema = z.object({
	active: z._default(z.boolean(), false),
	expiryDate: z._default(z.nullable(z.string()), null),
});

/** The signed-in user's Donator status. */
export type DonatorStatus = z.infer<typeof DonatorStatusSchema>;
/** The Donator status as the API sends it. */
export type DonatorStatusWire = z.input<typeof DonatorStatusSchema>;
