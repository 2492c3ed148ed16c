import type { ReactNode } from 'react';
import '../../styles/ui/card.css';

/** Edge colour of a card: the brand accents or one of the TTT teams. */
type CardTone = 'default' | 'accent' | 'secondary' | 'traitor' | 'innocent' | 'detective';

interface Props {
	children: ReactNode;
	/** Heading of the card, rendered at `headingLevel`. */
	title?: ReactNode;
	headingLevel?: 2 | 3 | 4;
	/** Actions or meta along the bottom edge. */
	footer?: ReactNode;
	tone?: CardTone;
	/** Lifts on hover and focus, for cards that hold a link or button. */
	interactive?: boolean;
	/** The element of the card; `li` when it is one of a list of cards. */
	as?: 'div' | 'article' | 'section' | 'li';
	className?: string;
}

/** A surface that groups one thing: a server, an event, a staff member, a stat block. */
export default function Card({
	children,
	title,
	headingLevel = 3,
	footer,
	tone = 'default',
	interactive = false,
	as: Element = 'div',
	className,
}: Props) {
	const Heading = `h${headingLevel}` as const;
	const classes = [
		'ui-card',
		tone !== 'default' && `ui-card--${tone}`,
		interactive && 'ui-card--interactive',
		className,
	]
		.filter(Boolean)
		.join(' ');
	return (
		<Element className={classes}>
			{title && <Heading className="ui-card__title">{title}</Heading>}
			<div className="ui-card__body">{children}</div>
			{footer && <div className="ui-card__footer">{footer}</div>}
		</Element>
	);
}
