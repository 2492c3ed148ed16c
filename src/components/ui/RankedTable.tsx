import type { ReactNode } from 'react';
import { TableFrame } from './Table';
import '../../styles/ui/ranked-table.css';

/** A column shown beside the key number on wide screens and on a second line on narrow ones. */
export interface RankedDetail<Row> {
	/** Stable key of the column. */
	key: string;
	header: string;
	cell: (row: Row) => ReactNode;
}

/** The number a ranked table is ranked by: always visible next to the player. */
interface RankedValue<Row> {
	header: string;
	cell: (row: Row) => ReactNode;
}

interface Props<Row> {
	/** What the table lists; every table has one. */
	caption: ReactNode;
	/** Keep the caption for assistive technology only, when a heading above says the same. */
	hideCaption?: boolean;
	rows: readonly Row[];
	rowKey: (row: Row) => string | number;
	rank: (row: Row) => number;
	/** The player cell's content: a name today, a link with an avatar where one exists. */
	player: (row: Row) => ReactNode;
	playerHeader?: string;
	value: RankedValue<Row>;
	details?: readonly RankedDetail<Row>[];
	/** Highlights a row, e.g. the visitor's own. */
	isRowHighlighted?: (row: Row) => boolean;
	className?: string;
}

/**
 * A leaderboard table: rank, player and the key number stay in view at every width from 320 px;
 * when the table's box is narrow the other columns move to a labelled line under the player.
 */
export default function RankedTable<Row>({
	caption,
	hideCaption = false,
	rows,
	rowKey,
	rank,
	player,
	playerHeader = 'Player',
	value,
	details = [],
	isRowHighlighted,
	className,
}: Props<Row>) {
	return (
		// Should wide columns still overflow, the frame's scroll box takes them.
		<TableFrame
			caption={caption}
			hideCaption={hideCaption}
			className={['ui-table', 'ui-ranked', className].filter(Boolean).join(' ')}
			tableClassName="ui-table__table ui-ranked__table"
			scroll
		>
			<thead>
				<tr>
					<th scope="col" className="ui-ranked__rank">
						Rank
					</th>
					<th scope="col" className="ui-ranked__player">
						{playerHeader}
					</th>
					<th scope="col" className="ui-ranked__value">
						{value.header}
					</th>
					{details.map((detail) => (
						<th key={detail.key} scope="col" className="ui-ranked__detail">
							{detail.header}
						</th>
					))}
				</tr>
			</thead>
			<tbody>
				{rows.map((row) => (
					<tr
						key={rowKey(row)}
						className={isRowHighlighted?.(row) ? 'ui-table__row--highlight' : undefined}
					>
						<td className="ui-ranked__rank">#{rank(row)}</td>
						<td className="ui-ranked__player">
							<div className="ui-ranked__player-slot">{player(row)}</div>
							{details.length > 0 && (
								// Shown instead of the detail columns when they do not fit.
								<dl className="ui-ranked__details">
									{details.map((detail) => (
										<div key={detail.key}>
											<dt>{detail.header}</dt>
											<dd>{detail.cell(row)}</dd>
										</div>
									))}
								</dl>
							)}
						</td>
						<td className="ui-ranked__value">{value.cell(row)}</td>
						{details.map((detail) => (
							<td key={detail.key} className="ui-ranked__detail">
								{detail.cell(row)}
							</td>
						))}
					</tr>
				))}
			</tbody>
		</TableFrame>
	);
}
