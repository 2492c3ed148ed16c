import { MESSAGES } from '@/config/messages';
import type { Outcome } from '../auth-modes';
import FormMessage from './FormMessage';

/** The last submit's outcome: the message, attempts left and the server's password errors. */
export default function OutcomeMessage({ outcome }: { outcome: Outcome | null }) {
	if (!outcome) return null;
	if (outcome.kind === 'success') {
		return (
			<FormMessage kind="success">
				<p>{outcome.message}</p>
			</FormMessage>
		);
	}
	return (
		<FormMessage kind="error">
			<p>{outcome.message}</p>
			{outcome.attemptsLeft !== undefined && (
				<p>{MESSAGES.login.attemptsLeft(outcome.attemptsLeft)}</p>
			)}
			{outcome.passwordErrors && outcome.passwordErrors.length > 0 && (
				<ul>
					{outcome.passwordErrors.map((message) => (
						<li key={message}>{message}</li>
					))}
				</ul>
			)}
		</FormMessage>
	);
}
