import type { ReactNode } from 'react';
import { PODIUM_SIZE } from '../../config/constants';
import '../../styles/ui/podium.css';

/** One of the top three: the slots a podium step shows. */
export interface PodiumEntry {
	/** Stable key (player id). */
	id: string | number;
	name: ReactNode;
	/** The score that earned the place, already formatted. */
	value: ReactNode;
	/** Avatar image or placeholder, decorative (the name is the label). */
	avatar?: ReactNode;
}

interface Props {
	/** Ranked best first; only the first three are shown. */
	entries: PodiumEntry[];
	/** Names the list, e.g. 'Top three egg hunters'. */
	label: string;
	/** Word after the place number for assistive technology, e.g. 'place'. */
	placeLabel?: (place: number) => string;
	className?: string;
}

const PLACES = ['1st', '2nd', '3rd'] as const;

/**
 * The top three on steps. The list stays in rank order for assistive technology and on phones;
 * wider, CSS puts 1st in the centre and tallest, 2nd on the left and 3rd on the right.
 */
export default function Podium({
	entries,
	label,
	placeLabel = (place) => `${PLACES[place - 1]} place`,
	className,
}: Props) {
	const top = entries.slice(0, PODIUM_SIZE);
	return (
		// The wrapper is the size container the list's layout responds to.
		<div className={['ui-podium', className].filter(Boolean).join(' ')}>
			<ol className="ui-podium__list" aria-label={label}>
				{top.map((entry, index) => {
					const place = index + 1;
					return (
						<li
							key={entry.id}
							className={`ui-podium__place ui-podium__place--${place}`}
							data-place={place}
						>
							<div className="ui-podium__player">
								{entry.avatar && (
									<span className="ui-podium__avatar" aria-hidden="true">
										{entry.avatar}
									</span>
								)}
								<span className="ui-podium__name">{entry.name}</span>
								<span className="ui-podium__value">{entry.value}</span>
							</div>
							<div className="ui-podium__step">
								<span className="visually-hidden">{placeLabel(place)}</span>
								<span className="ui-podium__rank" aria-hidden="true">
									{place}
								</span>
							</div>
						</li>
					);
				})}
			</ol>
		</div>
	);
}
