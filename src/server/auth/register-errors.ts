import type { Context } from 'hono';
import type { $ZodIssue } from 'zod/v4/core';
import { AUTH_MESSAGES, type RegisterAnswerWire } from '../../contract/auth';
import { PASSWORD_RULE_MESSAGES } from '../../contract/credentials';
import { errorResponse } from '../http/errors';

function isPasswordRuleIssue(issue: $ZodIssue): boolean {
	return issue.path[0] === 'password' && PASSWORD_RULE_MESSAGES.includes(issue.message);
}

/**
 * Answers a register body that failed its schema: 400 with every failed password rule in
 * `passwordErrors`, and as `message` the first other problem, or the policy message when the
 * password is all that is wrong.
 */
export function answerRegisterIssues(issues: readonly $ZodIssue[], c: Context) {
	const passwordErrors = issues.filter(isPasswordRuleIssue).map((issue) => issue.message);
	const other = issues.find((issue) => !isPasswordRuleIssue(issue));
	const message = other?.message ?? AUTH_MESSAGES.passwordRequirements;
	return errorResponse(c, 400, message, { passwordErrors } satisfies RegisterAnswerWire);
}
