import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import Badge from '@/components/ui/Badge';
import Button from '@/components/ui/Button';
import EmptyState from '@/components/ui/EmptyState';
import Pagination from '@/components/ui/Pagination';
import Skeleton from '@/components/ui/Skeleton';
import Table, { type TableColumn } from '@/components/ui/Table';
import { ROUNDS_PER_PAGE } from '@/config/constants';
import { MESSAGES } from '@/config/messages';
import { AsyncState } from '@/lib/components/AsyncState';
import type { Round } from '@/contract/rounds';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useApiData } from '@/lib/use-api-data';
import { loadRounds } from '../api';
import {
	clampPage,
	countPages,
	createRoundFilter,
	indexRounds,
	PAGE_PARAM,
	pageOf,
	pageSearch,
	readPage,
	roundDetailHref,
	roundDuration,
} from '../model';
import WinnerBadge from './WinnerBadge';
import '../rounds.css';

function pageFromLocation(): number {
	return readPage(new URLSearchParams(window.location.search).get(PAGE_PARAM));
}

/** Puts the page into the address: a new history entry for a chosen page, else a replacement. */
function writePage(page: number, mode: 'push' | 'replace') {
	const { pathname, search, hash } = window.location;
	const url = `${pathname}${pageSearch(search, page)}${hash}`;
	if (url === `${pathname}${search}${hash}`) return;
	if (mode === 'push') window.history.pushState(null, '', url);
	else window.history.replaceState(window.history.state, '', url);
}

/** Placeholder rows in the table's shape while the list loads. */
function ListSkeleton() {
	return (
		<div className="rounds-skeleton" aria-busy="true">
			<span className="visually-hidden">Loading rounds…</span>
			{Array.from({ length: 8 }, (_, index) => (
				<Skeleton key={index} variant="block" className="rounds-skeleton__row" />
			))}
		</div>
	);
}

function NotFinished() {
	return (
		<>
			<span aria-hidden="true">—</span>
			<span className="visually-hidden">Not finished</span>
		</>
	);
}

function columnsFor(page: number): TableColumn<Round>[] {
	return [
		{ key: 'id', header: 'ID', cell: (round) => <span className="rounds-id">#{round.id}</span> },
		{ key: 'map', header: 'Map', cell: (round) => <span className="rounds-map">{round.map}</span> },
		{ key: 'start', header: 'Start Time', cell: (round) => formatDateTime(round.startTime) },
		{
			key: 'end',
			header: 'End Time',
			cell: (round) =>
				round.endTime ? (
					formatDateTime(round.endTime)
				) : (
					<span className="rounds-live">{MESSAGES.rounds.inProgress}</span>
				),
		},
		{
			key: 'duration',
			header: 'Duration',
			align: 'end',
			cell: (round) => roundDuration(round) ?? <NotFinished />,
		},
		{
			key: 'winner',
			header: 'Winner',
			cell: (round) =>
				round.isActive ? (
					<Badge tone="info" dot>
						Active
					</Badge>
				) : (
					<WinnerBadge winningTeam={round.winningTeam} />
				),
		},
		{
			key: 'details',
			header: 'Details',
			hideHeader: true,
			align: 'end',
			cell: (round) => (
				<Button
					href={roundDetailHref(round.id, page)}
					variant="secondary"
					size="sm"
					aria-label={`Details of round #${round.id}`}
				>
					Details
				</Button>
			),
		},
	];
}

/** The round list (spec 2.9): search, a table of 15 rounds a page and pagination synced to `?page`. */
export default function RoundsPage() {
	const state = useApiData(loadRounds, [], MESSAGES.rounds.fetchFailed);
	const [search, setSearch] = useState('');
	// Read from the address on the first client render; the server renders the loading state only.
	const [page, setPage] = useState(() => (typeof window === 'undefined' ? 1 : pageFromLocation()));
	const searchId = useId();
	const top = useRef<HTMLDivElement>(null);

	useEffect(() => {
		const restore = () => setPage(pageFromLocation());
		window.addEventListener('popstate', restore);
		return () => window.removeEventListener('popstate', restore);
	}, []);

	const rounds = state.status === 'ready' ? state.data : null;
	const filter = useMemo(() => createRoundFilter(rounds ? indexRounds(rounds) : []), [rounds]);
	const found = useMemo(() => filter(search), [filter, search]);
	const pages = countPages(found.length);
	const current = clampPage(page, pages);

	// A page past the end (an old link, a narrower search) shows, and says, the last page.
	useEffect(() => {
		if (!rounds || current === page) return;
		setPage(current);
		writePage(current, 'replace');
	}, [rounds, current, page]);

	const changeSearch = (value: string) => {
		setSearch(value);
		// A new search starts on page 1, without a history entry per keystroke.
		setPage(1);
		writePage(1, 'replace');
	};

	const goToPage = useCallback((next: number) => {
		setPage(next);
		writePage(next, 'push');
		const box = top.current;
		if (box && box.getBoundingClientRect().top < 0) box.scrollIntoView({ block: 'start' });
	}, []);

	const shown = pageOf(found, current);
	const first = (current - 1) * ROUNDS_PER_PAGE + 1;

	return (
		<section className="rounds" aria-labelledby="rounds-title" ref={top}>
			<div className="rounds__bar">
				<h2 id="rounds-title" className="rounds__title">
					Round history
				</h2>
				<div className="rounds__search">
					<label htmlFor={searchId} className="rounds__search-label">
						Search rounds
					</label>
					<input
						id={searchId}
						type="search"
						className="rounds__search-input"
						placeholder="ID, map or winner"
						autoComplete="off"
						spellCheck={false}
						value={search}
						onChange={(event) => changeSearch(event.target.value)}
					/>
				</div>
			</div>
			<AsyncState state={state} loading={<ListSkeleton />}>
				{() =>
					found.length === 0 ? (
						<EmptyState
							title={search.trim() ? MESSAGES.rounds.noneFound : MESSAGES.rounds.noRounds}
							action={
								search ? (
									<Button variant="secondary" onClick={() => changeSearch('')}>
										Clear Search
									</Button>
								) : undefined
							}
						/>
					) : (
						<>
							<p className="rounds__count" aria-live="polite">
								Showing {formatNumber(first)}–{formatNumber(first + shown.length - 1)} of{' '}
								{formatNumber(found.length)} rounds
							</p>
							<Table
								caption={`TTT rounds, page ${current} of ${pages}`}
								hideCaption
								layout="stack"
								columns={columnsFor(current)}
								rows={shown}
								rowKey={(round) => round.id}
								className="rounds__table"
							/>
							<Pagination
								current={current}
								total={pages}
								onPageChange={goToPage}
								label="Round pages"
								className="rounds__pagination"
							/>
						</>
					)
				}
			</AsyncState>
		</section>
	);
}
