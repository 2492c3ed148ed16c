import type { ReactNode } from 'react';
import '../../styles/ui/panel.css';

interface Props {
	/** The heading's id, which names the section. */
	titleId: string;
	title: ReactNode;
	headingLevel?: 2 | 3;
	children: ReactNode;
	className?: string;
}

/** A titled section on a plain surface, e.g. one list or chart of a leaderboard. */
export default function Panel({ titleId, title, headingLevel = 2, children, className }: Props) {
	const Heading = `h${headingLevel}` as const;
	return (
		<section
			className={['ui-panel', className].filter(Boolean).join(' ')}
			aria-labelledby={titleId}
		>
			<Heading id={titleId} className="ui-panel__title">
				{title}
			</Heading>
			{children}
		</section>
	);
}
