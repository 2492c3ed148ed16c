import { z } from 'zod/mini';
import { endsBeforeStart, eventTime } from './event-time';
import { playerName } from './player-name';
import { AvatarFieldSchema } from './players';

/** Severities of a round action; 'low' when the API sends none. */
export const ACTION_SEVERITIES = ['low', 'medium', 'high'] as const;

/** The four kinds of timeline action. */
export const ACTION_TYPES = ['KillAction', 'DamageAction', 'ShopAction', 'MiscAction'] as const;

/** The team whose win is shown as a traitor win; any other value counts as innocent. */
export const TRAITOR_TEAM = 'traitor';

/** One TTT round; no end time means it is still in progress. */
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
/** A round as the API sends it: fields at their default may be left out. */
export type RoundWire = z.input<typeof RoundSchema>;

/** A round as the API sends it in lists and alone: `isActive` is always there. */
export type RoundAnswerWire = RoundWire & { isActive: boolean };

/** `GET /ttt/rounds` without query parameters: the newest rounds, newest first. */
export const RoundListSchema = z.array(RoundSchema);

/** Most rounds `GET /ttt/rounds` sends without query parameters: the newest ones. */
export const ROUND_LIST_CAP = 1000;

/** Rounds of a page when `pageSize` is not given, as the round list shows them. */
const ROUND_PAGE_SIZE_DEFAULT = 15;

/** Most rounds one page may ask for. */
const ROUND_PAGE_SIZE_MAX = 100;

/** Longest search, after trimming. */
export const ROUND_SEARCH_MAX = 100;

const wholeNumber = (name: string, max: number) =>
	z.pipe(
		z
			.string({ error: `${name} must be a whole number from 1 to ${max}` })
			.check(z.regex(/^[1-9]\d{0,8}$/, `${name} must be a whole number from 1 to ${max}`)),
		z.pipe(
			z.transform(Number),
			z.number().check(z.maximum(max, `${name} must be a whole number from 1 to ${max}`)),
		),
	);

/** Query of `GET /ttt/rounds?page=&pageSize=&search=`; any of them asks for a page. */
export const RoundPageQuerySchema = z.object({
	/** 1-based; a page past the end answers the last one. */
	page: z._default(wholeNumber('page', 999_999_999), 1),
	pageSize: z._default(wholeNumber('pageSize', ROUND_PAGE_SIZE_MAX), ROUND_PAGE_SIZE_DEFAULT),
	/** Part of a map name, or a round id (`1234` or `#1234`); blank matches every round. */
	search: z._default(
		z
			.string({ error: 'search must be text' })
			.check(
				z.trim(),
				z.maxLength(ROUND_SEARCH_MAX, `search is at most ${ROUND_SEARCH_MAX} characters`),
			),
		'',
	),
});

/** A parsed page query. */
export type RoundPageQuery = z.infer<typeof RoundPageQuerySchema>;

/** `GET /ttt/rounds` with query parameters: one page of the matching rounds and their count. */
export const RoundPageSchema = z.object({
	rounds: RoundListSchema,
	/** Matching rounds in all pages. */
	total: z.number(),
	/** The page answered (the last one when a later one was asked). */
	page: z.number(),
	pageSize: z.number(),
});

/** A page of rounds. */
export type RoundPage = z.infer<typeof RoundPageSchema>;
/** A page of rounds as the API sends it. */
export type RoundPageWire = z.input<typeof RoundPageSchema> & { rounds: RoundAnswerWire[] };

/** Who did or suffered an action. */
const ActionPartySchema = z.object({
	steamId: z._default(z.nullable(z.string()), null),
	name: z._default(z.nullable(z.string()), null),
	role: z._default(z.nullable(z.string()), null),
	itemName: z._default(z.nullable(z.string()), null),
	damage: z._default(z.nullable(z.number()), null),
	/** Avatar URL of a player with a SteamID64, when known. */
	avatar: AvatarFieldSchema,
});

/** The actor or target of an action. */
export type ActionParty = z.infer<typeof ActionPartySchema>;

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
/** A timeline action as the API sends it: fields at their default may be left out. */
export type RoundActionWire = z.input<typeof RoundActionSchema>;

/** `GET /ttt/rounds/{roundId}/actions`: the timeline, in order. */
export const RoundActionListSchema = z.array(RoundActionSchema);

/** API message of an unknown round id. */
export const ROUND_NOT_FOUND_MESSAGE = 'Round not found';

/** The longest round a server may report: no map runs this long, so a longer one is bad data. */
const MAX_ROUND_HOURS = 6;

/** Whether a round ends more than MAX_ROUND_HOURS after it starts (both valid ISO 8601). */
function lastsTooLong(start: string, end: string | null | undefined): boolean {
	if (end === null || end === undefined) return false;
	return Date.parse(end) - Date.parse(start) > MAX_ROUND_HOURS * 60 * 60 * 1000;
}

/** Most actions one round upload may carry. */
export const MAX_ROUND_ACTIONS = 2000;

// ---- What game servers upload (POST /api/ingest/ttt/rounds) ----

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const optionalText = (max: number) => z.optional(z.nullable(text(max)));

/** A player in an uploaded action; every field optional (a bot has no game-platform id). */
const PartyUploadSchema = z.object({
	steamId: optionalText(64),
	name: z.optional(z.nullable(playerName('name'))),
	role: optionalText(32),
	itemName: optionalText(64),
	damage: z.optional(z.nullable(z.number().check(z.minimum(0), z.maximum(100_000)))),
});

/** One uploaded timeline action. */
export const ActionUploadSchema = z.object({
	actionType: z.enum(ACTION_TYPES, {
		error: 'actionType must be KillAction, DamageAction, ShopAction or MiscAction',
	}),
	message: z.string().check(z.maxLength(500)),
	/** Seconds since the round started. */
	timeInRound: z.number().check(z.minimum(0), z.maximum(86_400)),
	isGoodAction: z._default(z.boolean(), true),
	/** Absent means none (shown as 'low'). */
	severity: z.optional(z.nullable(z.enum(ACTION_SEVERITIES))),
	additionalInfo: optionalText(500),
	/** Shown as sent; 'm:ss' of timeInRound when absent. */
	formattedTime: optionalText(16),
	actor: z.optional(z.nullable(PartyUploadSchema)),
	target: z.optional(z.nullable(PartyUploadSchema)),
});

/** An uploaded action. */
export type ActionUpload = z.infer<typeof ActionUploadSchema>;

/**
 * A round as a game server uploads it, running (no endTime) or finished, with its whole timeline
 * so far. `roundId` is the server's own id: uploading it again replaces the stored round.
 */
export const RoundUploadSchema = z
	.object({
		roundId: z.union([text(64), z.int().check(z.minimum(0))], {
			error: 'roundId must be the game server’s own round id',
		}),
		map: text(64),
		/** Not ahead of the clock nor before 2015, as every event time. */
		startTime: eventTime('startTime'),
		/** Absent or null while the round runs; never before `startTime` nor over 6 hours after it. */
		endTime: z.optional(z.nullable(eventTime('endTime'))),
		winningTeam: optionalText(32),
		actions: z._default(
			z
				.array(ActionUploadSchema)
				.check(
					z.maxLength(MAX_ROUND_ACTIONS, `A round carries at most ${MAX_ROUND_ACTIONS} actions`),
				),
			[],
		),
	})
	.check(
		z.refine((round) => !endsBeforeStart(round.startTime, round.endTime), {
			error: 'endTime must not be before startTime',
			path: ['endTime'],
		}),
		z.refine((round) => !lastsTooLong(round.startTime, round.endTime), {
			error: `endTime must be at most ${MAX_ROUND_HOURS} hours after startTime`,
			path: ['endTime'],
		}),
	);

/** An uploaded round. */
export type RoundUpload = z.infer<typeof RoundUploadSchema>;

/** The answer to a round upload: the site's id of the round and what happened. */
export const RoundUploadResultSchema = z.object({
	id: z.number(),
	/** created: new; updated: replaced a stored upload; unchanged: older than the stored one. */
	outcome: z.enum(['created', 'updated', 'unchanged']),
});

/** A round upload's answer as the API sends it. */
export type RoundUploadResultWire = z.input<typeof RoundUploadResultSchema>;
