import type { ReactNode } from 'react';
import '../../styles/ui/empty-state.css';

interface Props {
	title: ReactNode;
	/** What to try next, e.g. a different search. */
	hint?: ReactNode;
	/** A button or link that gets the visitor out of the empty state. */
	action?: ReactNode;
	/** Replaces the default radar icon; decorative. */
	icon?: ReactNode;
	headingLevel?: 2 | 3 | 4;
	className?: string;
}

/** A radar sweep with nothing on it: the default empty-state picture. */
function RadarIcon() {
	return (
		<svg viewBox="0 0 48 48" width="48" height="48" fill="none" stroke="currentColor">
			<circle cx="24" cy="24" r="20" strokeWidth="2" />
			<circle cx="24" cy="24" r="12" strokeWidth="1.5" opacity="0.6" />
			<circle cx="24" cy="24" r="4" strokeWidth="1.5" opacity="0.6" />
			<path d="M24 24 38 10" strokeWidth="2" strokeLinecap="round" />
			<path d="M4 24h40M24 4v40" strokeWidth="1" opacity="0.35" />
		</svg>
	);
}

/** What a list or table shows when it has nothing to show. */
export default function EmptyState({
	title,
	hint,
	action,
	icon,
	headingLevel = 3,
	className,
}: Props) {
	const Heading = `h${headingLevel}` as const;
	return (
		<div className={['ui-empty', className].filter(Boolean).join(' ')}>
			<span className="ui-empty__icon" aria-hidden="true">
				{icon ?? <RadarIcon />}
			</span>
			<Heading className="ui-empty__title">{title}</Heading>
			{hint && <p className="ui-empty__hint">{hint}</p>}
			{action && <div className="ui-empty__action">{action}</div>}
		</div>
	);
}
