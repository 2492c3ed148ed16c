import { z } from 'zod/mini';

/** Messages the API answers with and the client compares against, word for word. */
export const API_MESSAGES = {
	authRequired: 'Authentication required',
	forbidden: 'Forbidden',
	notFound: 'Not found',
	methodNotAllowed: 'Method not allowed',
	malformedUrl: 'Malformed percent-encoding in the URL',
	badTarget: 'Bad request target',
	aborted: 'Request aborted',
	invalidBody: 'Invalid request body',
	bodyTooLarge: 'Request body is too large.',
	internalError: 'Internal server error',
	busy: 'The server is busy. Please try again in a moment.',
	/** A client address over its budget of auth requests (429). */
	tooManyRequests: 'Too many requests. Please try again later.',
} as const;

/** Error body every failing API call answers with. */
export const ErrorBodySchema = z.object({
	/** What went wrong, fit to show to the visitor. */
	message: z.string(),
});

/** An error body as the API sends it; some calls add fields of their own. */
export type ErrorBodyWire = z.input<typeof ErrorBodySchema>;

/** Answer of a call whose body only may carry a message (forgot, resend, reset, logout...). */
export const MessageSchema = z.object({
	/** The server's words, when it sends any. */
	message: z.optional(z.string()),
});

/** A message answer as the API sends it. */
export type MessageWire = z.input<typeof MessageSchema>;

/** The live parts `GET /health` reports on, besides the database. */
export const LIVE_PARTS = ['mail', 'discord', 'gameStatus', 'stripe'] as const;

/** A live part the site talks to. */
export type LivePart = (typeof LIVE_PARTS)[number];

/** How one part of the site fares: ok, or degraded since its last call failed. */
export const PartHealthSchema = z.object({
	/** 'degraded' while the part's latest call failed; the site keeps serving meanwhile. */
	status: z.enum(['ok', 'degraded']),
	/** When the part last failed (ISO 8601), or null when it never has since the start. */
	lastErrorAt: z.nullable(z.string()),
});

/** One part's health as the API sends it. */
export type PartHealthWire = z.input<typeof PartHealthSchema>;

/**
 * Answer of `GET /health`: 200 while the database serves, else 503. A degraded live part (mail,
 * Discord, game-server status, Stripe) shows in `parts` but never fails the answer, so a load
 * balancer keeps a replica whose outside services are having trouble.
 */
export const HealthSchema = z.object({
	ok: z.boolean(),
	database: z.enum(['ready', 'unavailable']),
	/** Why the database cannot serve, when it cannot (no secrets: no host, user or password). */
	reason: z.optional(z.string()),
	/** The site's release (package.json's version). */
	version: z.string(),
	/** Each part, the database first. */
	parts: z.object({
		database: PartHealthSchema,
		mail: PartHealthSchema,
		discord: PartHealthSchema,
		gameStatus: PartHealthSchema,
		stripe: PartHealthSchema,
	}),
});

/** A health answer as the API sends it. */
export type HealthWire = z.input<typeof HealthSchema>;

/** Accepts any answer, including an empty body (null): for calls whose answer is not used. */
export const AnySchema = z.unknown();
