import { splitTitleAtSeparators } from '../model';

interface Props {
	title: string;
}

/** A server title whose ' · ' separators never start a line (each wraps with the word before). */
export default function ServerTitle({ title }: Props) {
	return (
		<>
			{splitTitleAtSeparators(title).map((segment, index) =>
				index % 2 === 1 ? (
					<span key={index} className="server-title__unit">
						{segment}
					</span>
				) : (
					segment
				),
			)}
		</>
	);
}
