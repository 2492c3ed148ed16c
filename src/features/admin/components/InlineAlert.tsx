import type { ReactNode } from 'react';

interface Props {
	children: ReactNode;
	/** Shows a Retry button. */
	onRetry?: () => void;
}

/** An error message read out at once, with an optional Retry. */
export default function InlineAlert({ children, onRetry }: Props) {
	return (
		<div className="admin-alert" role="alert">
			<p className="admin-alert__text">{children}</p>
			{onRetry && (
				<button
					type="button"
					className="ui-button ui-button--secondary ui-button--sm"
					onClick={onRetry}
				>
					Retry
				</button>
			)}
		</div>
	);
}
