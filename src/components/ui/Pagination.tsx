import { getPageItems } from '../../lib/pagination';
import '../../styles/ui/pagination.css';

interface Props {
	/** The page shown, from 1. */
	current: number;
	total: number;
	onPageChange: (page: number) => void;
	/** Names the navigation landmark when a page has more than one. */
	label?: string;
	className?: string;
}

/**
 * Previous/Next and numbered page buttons: every page when there are 7 or fewer, else the first,
 * the last and 2 on each side of the current one, with ellipses where pages are skipped.
 */
export default function Pagination({
	current,
	total,
	onPageChange,
	label = 'Pagination',
	className,
}: Props) {
	if (total <= 1) return null;
	const go = (page: number) => {
		if (page >= 1 && page <= total && page !== current) onPageChange(page);
	};
	return (
		<nav className={['ui-pagination', className].filter(Boolean).join(' ')} aria-label={label}>
			<ul className="ui-pagination__list">
				<li>
					<button
						type="button"
						className="ui-pagination__button ui-pagination__step"
						disabled={current <= 1}
						onClick={() => go(current - 1)}
					>
						<span aria-hidden="true">‹</span> Previous
					</button>
				</li>
				{getPageItems(current, total).map((item) =>
					typeof item === 'number' ? (
						<li key={item}>
							<button
								type="button"
								className="ui-pagination__button"
								aria-current={item === current ? 'page' : undefined}
								onClick={() => go(item)}
							>
								<span className="visually-hidden">Page </span>
								{item}
							</button>
						</li>
					) : (
						<li key={item} className="ui-pagination__ellipsis" aria-hidden="true">
							…
						</li>
					),
				)}
				<li>
					<button
						type="button"
						className="ui-pagination__button ui-pagination__step"
						disabled={current >= total}
						onClick={() => go(current + 1)}
					>
						Next <span aria-hidden="true">›</span>
					</button>
				</li>
			</ul>
		</nav>
	);
}
