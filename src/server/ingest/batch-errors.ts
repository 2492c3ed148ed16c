import type { $ZodIssue } from 'zod/v4/core';
import { errorResponse } from '../http/errors';
import type { ValidationErrorHandler } from '../http/validate';

/** The first issue with where it is, e.g. 'events.3.weapon: Invalid option...', for server authors. */
export function describeIssue(issue: $ZodIssue | undefined): string {
	if (!issue) return 'Invalid request body';
	const where = issue.path.map(String).join('.');
	return where ? `${where}: ${issue.message}` : issue.message;
}

/** The 400 of a malformed batch: the first issue with its place, so the sender finds the event. */
export const answerWithPath: ValidationErrorHandler = (issues, c) =>
	errorResponse(c, 400, describeIssue(issues[0]));
