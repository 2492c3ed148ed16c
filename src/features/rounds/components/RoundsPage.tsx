import { useCallback, useEffect, useId, useRef, useState } from 'react';
import Badge from '@/components/ui/Badge';
import Button from '@/components/ui/Button';
import EmptyState from '@/components/ui/EmptyState';
import Pagination from '@/components/ui/Pagination';
import Skeleton from '@/components/ui/Skeleton';
import Table, { type TableColumn } from '@/components/ui/Table';
import { ROUNDS_PER_PAGE } from '@/config/constants';
import { MESSAGES } from '@/config/messages';
import { AsyncState } from '@/lib/components/AsyncState';
import { ROUND_SEARCH_MAX, type Round } from '@/contract/rounds';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useApiData, type ApiData } from '@/lib/use-api-data';
import { loadRoundPage } from '../api';
import { createArrayPager, viewOfPage, type RoundListView } from '../list-view';
import {
	listSearch,
	readListRequest,
	roundDetailHref,
	roundDuration,
	type ListRequest,
} from '../model';
import WinnerBadge from './WinnerBadge';
import '../rounds.css';

/** Puts page and search into the address: a new history entry for a chosen page, else a replacement. */
function writeRequest(request: ListRequest, mode: 'push' | 'replace') {
	const { pathname, search, hash } = window.location;
	const url = `${pathname}${listSearch(search, request)}${hash}`;
	if (url === `${pathname}${search}${hash}`) return;
	if (mode === 'push') window.history.pushState(null, '', url);
	else window.history.replaceState(window.history.state, '', url);
}

/** A page with the request it answers. */
type AnsweredView = RoundListView & { asked: ListRequest };

/**
 * Loads one page at a time. An API that answers a plain array of rounds instead is paged here,
 * from that one answer, for every later page and search.
 */
function useRoundPages(request: ListRequest) {
	const pager = useRef<((request: ListRequest) => RoundListView) | null>(null);
	const { page, search } = request;
	const state = useApiData(
		async (signal): Promise<AnsweredView> => {
			const asked = { page, search };
			if (pager.current) return { ...pager.current(asked), asked };
			const answer = await loadRoundPage(asked, signal);
			if (!Array.isArray(answer)) return { ...viewOfPage(answer), asked };
			pager.current = createArrayPager(answer);
			return { ...pager.current(asked), asked };
		},
		[page, search],
		MESSAGES.rounds.fetchFailed,
	);
	// While the next page loads, the last one stays in place instead of a skeleton.
	const [shown, setShown] = useState<AnsweredView | null>(null);
	useEffect(() => {
		if (state.status === 'ready') setShown(state.data);
	}, [state]);
	const view: ApiData<AnsweredView> =
		state.status === 'loading' && shown ? { status: 'ready', data: shown } : state;
	return { view, reload: state.reload, loading: state.status === 'loading' };
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

/** The round list: search, a table of 15 rounds a page, page and search in the URL. */
export default function RoundsPage() {
	// Read from the address on the first client render; the server renders the loading state only.
	const [request, setRequest] = useState<ListRequest>(() =>
		typeof window === 'undefined'
			? { page: 1, search: '' }
			: readListRequest(window.location.search),
	);
	const { view, reload, loading } = useRoundPages(request);
	const searchId = useId();
	const top = useRef<HTMLDivElement>(null);

	useEffect(() => {
		// A malformed page (`?page=abc`) or `?page=1` leaves the address at once.
		writeRequest(readListRequest(window.location.search), 'replace');
		const restore = () => setRequest(readListRequest(window.location.search));
		window.addEventListener('popstate', restore);
		return () => window.removeEventListener('popstate', restore);
	}, []);

	// A page past the end (an old link, a narrower search) shows, and says, the last page.
	const answer = view.status === 'ready' ? view.data : null;
	useEffect(() => {
		if (!answer || answer.page === answer.asked.page) return;
		// Only while the address still asks for what was answered (not a page chosen since).
		if (request.page !== answer.asked.page || request.search !== answer.asked.search) return;
		const clamped = { ...request, page: answer.page };
		setRequest(clamped);
		writeRequest(clamped, 'replace');
	}, [answer, request]);

	const changeSearch = (value: string) => {
		// A new search starts on page 1, without a history entry per keystroke.
		const next = { page: 1, search: value };
		setRequest(next);
		writeRequest(next, 'replace');
	};

	const goToPage = useCallback(
		(page: number) => {
			const next = { page, search: request.search };
			setRequest(next);
			writeRequest(next, 'push');
			const box = top.current;
			if (box && box.getBoundingClientRect().top < 0) box.scrollIntoView({ block: 'start' });
		},
		[request.search],
	);

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
						placeholder="Map or round ID"
						autoComplete="off"
						spellCheck={false}
						maxLength={ROUND_SEARCH_MAX}
						value={request.search}
						onChange={(event) => changeSearch(event.target.value)}
					/>
				</div>
			</div>
			<AsyncState state={view} reload={reload} loading={<ListSkeleton />}>
				{({ rounds, total, page, pages }) =>
					total === 0 ? (
						<EmptyState
							title={request.search.trim() ? MESSAGES.rounds.noneFound : MESSAGES.rounds.noRounds}
							action={
								request.search ? (
									<Button variant="secondary" onClick={() => changeSearch('')}>
										Clear Search
									</Button>
								) : undefined
							}
						/>
					) : (
						<div aria-busy={loading}>
							<p className="rounds__count" aria-live="polite">
								Showing {formatNumber((page - 1) * ROUNDS_PER_PAGE + 1)}–
								{formatNumber((page - 1) * ROUNDS_PER_PAGE + rounds.length)} of{' '}
								{formatNumber(total)} rounds
							</p>
							<Table
								caption={`TTT rounds, page ${page} of ${pages}`}
								hideCaption
								layout="stack"
								columns={columnsFor(page)}
								rows={rounds}
								rowKey={(round) => round.id}
								className="rounds__table"
							/>
							<Pagination
								// While a page loads, the pager already stands on it, so a second click
								// moves on from there rather than from the page still shown.
								current={loading ? Math.min(request.page, pages) : page}
								total={pages}
								onPageChange={goToPage}
								label="Round pages"
								className="rounds__pagination"
							/>
						</div>
					)
				}
			</AsyncState>
		</section>
	);
}
