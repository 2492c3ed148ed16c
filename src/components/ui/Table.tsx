import { useId, type ReactNode } from 'react';
import '../../styles/ui/table.css';

/** One column of a table: its header, how a row fills its cell, and its alignment. */
export interface TableColumn<Row> {
	/** Stable key of the column. */
	key: string;
	/** Header text; also the cell label when rows stack on phones. */
	header: string;
	cell: (row: Row) => ReactNode;
	/** Numbers align to the end so their digits line up. */
	align?: 'start' | 'center' | 'end';
	/** Header hidden visually (still read out), e.g. for an actions column. */
	hideHeader?: boolean;
}

/**
 * The box, table and caption every table of the kit shares. A scroll box is a named, focusable
 * region, so keyboard users can scroll it too.
 */
export function TableFrame({
	caption,
	hideCaption,
	className,
	tableClassName,
	scroll,
	children,
}: {
	caption: ReactNode;
	hideCaption: boolean;
	className: string;
	tableClassName: string;
	scroll: boolean;
	/** The table's head and body. */
	children: ReactNode;
}) {
	const captionId = useId();
	return (
		<div
			className={className}
			role={scroll ? 'region' : undefined}
			aria-labelledby={scroll ? captionId : undefined}
			tabIndex={scroll ? 0 : undefined}
		>
			<table className={tableClassName}>
				<caption id={captionId} className={hideCaption ? 'visually-hidden' : 'ui-table__caption'}>
					{caption}
				</caption>
				{children}
			</table>
		</div>
	);
}

interface Props<Row> {
	/** What the table lists; every table has one. */
	caption: ReactNode;
	/** Keep the caption for assistive technology only, when a heading above says the same. */
	hideCaption?: boolean;
	columns: TableColumn<Row>[];
	rows: Row[];
	rowKey: (row: Row) => string | number;
	/**
	 * Phones: `scroll` keeps the grid inside a focusable scroll box; `stack` turns each row into
	 * a block of labelled cells.
	 */
	layout?: 'scroll' | 'stack';
	/** Highlights a row, e.g. the visitor's own. */
	isRowHighlighted?: (row: Row) => boolean;
	className?: string;
}

/** A data table with a caption that stays readable at 320 px. */
export default function Table<Row>({
	caption,
	hideCaption = false,
	columns,
	rows,
	rowKey,
	layout = 'scroll',
	isRowHighlighted,
	className,
}: Props<Row>) {
	const scroll = layout === 'scroll';
	const alignClass = (align: TableColumn<Row>['align']) =>
		align && align !== 'start' ? `ui-table__cell--${align}` : undefined;
	return (
		<TableFrame
			caption={caption}
			hideCaption={hideCaption}
			className={['ui-table', `ui-table--${layout}`, className].filter(Boolean).join(' ')}
			tableClassName="ui-table__table"
			scroll={scroll}
		>
			<thead>
				<tr>
					{columns.map((column) => (
						<th key={column.key} scope="col" className={alignClass(column.align)}>
							{column.hideHeader ? (
								<span className="visually-hidden">{column.header}</span>
							) : (
								column.header
							)}
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
						{columns.map((column) => (
							<td
								key={column.key}
								className={alignClass(column.align)}
								data-label={column.hideHeader ? undefined : column.header}
							>
								{column.cell(row)}
							</td>
						))}
					</tr>
				))}
			</tbody>
		</TableFrame>
	);
}
