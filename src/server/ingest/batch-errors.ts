import type { $ZodIssue } from 'zod/v4/core';
import { errorResponse } from '../http/errors';
import type { ValidationErrorHandler } from '../http/validate';

/** What a value should have been, with its article: 'a string', 'an array'. */
function expectedValue(expected: string): string {
	return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

/**
 * An issue's message for the author of a game-server plugin: a wrong or missing value says what
 * was expected ('expected a string'), not zod's 'Invalid input: expected string, received
 * undefined'; a message the schema words itself is kept.
 */
function describeProblem(issue: $ZodIssue): string {
	const zodDefault = issue.message.startsWith('Invalid input: expected');
	if (issue.code === 'invalid_type' && zodDefault)
		return `expected ${expectedValue(issue.expected)}`;
	return issue.message;
}

/** The first issue with where it is, e.g. 'events.3.map: expected a string', for server authors. */
function describeIssue(issue: $ZodIssue | undefined): string {
	if (!issue) return 'Invalid request body';
	const where = issue.path.map(String).join('.');
	const problem = describeProblem(issue);
	return where ? `${where}: ${problem}` : problem;
}

/** The 400 of a malformed batch: the first issue with its place, so the sender finds the event. */
export const answerWithPath: ValidationErrorHandler = (issues, c) =>
	errorResponse(c, 400, describeIssue(issues[0]));
