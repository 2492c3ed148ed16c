import { z } from 'zod/mini';

/** Severities of a round action; 'low' when the API sends none. */
export const ACTION_SEVERITIES = ['low', 'medium', 'high'] as const;

/** One TTT round (spec 3); no end time means it is still in progress. */
export const RoundSchema = z.object({
	id: z.number(),
	map: z.string(),
	startTime: z.string(),
	endTime: z._default(z.nullable(z.string()), null),
	/** Length in seconds. */
	duration: z._default(z.nullable(z.number()), null),
	/** 'traitor'; anything else counts as innocent. */
	winningTeam: z._default(z.nullable(z.string()), null),
	isActive: z._default(z.boolean(), false),
});

/** A TTT round. */
export type Round = z.infer<typeof RoundSchema>;

/** Who did or suffered an action. */
const ActionPartySchema = z.object({
	steamId: z._default(z.nullable(z.string()), null),
	name: z._default(z.nullable(z.string()), null),
	role: z._default(z.nullable(z.string()), null),
	itemName: z._default(z.nullable(z.string()), null),
	damage: z._default(z.nullable(z.number()), null),
});

/** One line of a round's timeline. */
export const RoundActionSchema = z.object({
	actionType: z.string(),
	additionalInfo: z._default(z.nullable(z.string()), null),
	isGoodAction: z._default(z.boolean(), true),
	severity: z._default(z.string(), 'low'),
	message: z._default(z.string(), ''),
	formattedTime: z._default(z.string(), ''),
	timeInRound: z._default(z.number(), 0),
	actor: z._default(z.nullable(ActionPartySchema), null),
	target: z._default(z.nullable(ActionPartySchema), null),
});

/** A timeline action with its defaults. */
export type RoundAction = z.infer<typeof RoundActionSchema>;
