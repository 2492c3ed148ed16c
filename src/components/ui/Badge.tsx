import type { ReactNode } from 'react';
import '../../styles/ui/badge.css';

/** Meaning of a badge; each maps to a colour token that passes AA on every surface. */
export type BadgeTone =
	'neutral' | 'accent' | 'secondary' | 'success' | 'danger' | 'warning' | 'info';

interface Props {
	children: ReactNode;
	tone?: BadgeTone;
	/** Filled with the tone colour instead of a soft tint: for the one badge that must stand out. */
	full?: boolean;
	/** A small dot before the label, as for online status. */
	dot?: boolean;
	className?: string;
}

/** A short uppercase label: a team, a status, a region. */
export default function Badge({
	children,
	tone = 'neutral',
	full = false,
	dot = false,
	className,
}: Props) {
	const classes = ['ui-badge', `ui-badge--${tone}`, full && 'ui-badge--full', className]
		.filter(Boolean)
		.join(' ');
	return (
		<span className={classes}>
			{dot && <span className="ui-badge__dot" aria-hidden="true" />}
			{children}
		</span>
	);
}
