import type { ReactNode } from 'react';

interface Props {
	kind: 'error' | 'success';
	children: ReactNode;
}

/** A form's outcome: errors are alerts, successes polite status messages. */
export default function FormMessage({ kind, children }: Props) {
	return (
		<div
			className={`auth-message auth-message--${kind}`}
			role={kind === 'error' ? 'alert' : 'status'}
		>
			{children}
		</div>
	);
}
