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

/** A validated error body. */
export type ApiErrorBody = z.infer<typeof ErrorBodySchema>;

/** Answer of a call whose body only may carry a message (forgot, resend, reset, logout...). */
export const MessageSchema = z.object({
	/** The server's words, when it sends any. */
	message: z.optional(z.string()),
});

/** A call's message answer. */
export type MessageAnswer = z.infer<typeof MessageSchema>;

/** Accepts any answer, including an empty body (null): for calls whose answer is not used. */
export const AnySchema = z.unknown();
