import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import Button from '@/components/ui/Button';
import EmptyState from '@/components/ui/EmptyState';
import Skeleton from '@/components/ui/Skeleton';
import { MESSAGES } from '@/config/messages';
import { useConfirm } from '@/lib/components/use-confirm';
import { notify } from '@/lib/notices';
import { useApiData } from '@/lib/use-api-data';
import type { GameAdminConfig } from '@/contract/admin';
import { deleteConfig, loadConfigs, loadFlags, loadGroups, loadServers } from '../api';
import { createEditor, editPlayer, type EditorState } from '../editor-model';
import {
	countAdmins,
	deletableIds,
	filterPlayers,
	groupByPlayer,
	type AdminFilters,
	type PlayerAdmins,
} from '../model';
import AdminCounts from './AdminCounts';
import AdminFiltersBar from './AdminFiltersBar';
import InlineAlert from './InlineAlert';
import { ModalLoading, preloadOnIntent } from '@/lib/components/ModalLoading';
import PlayerTable from './PlayerTable';
import RegionToggle, { useRegion } from './RegionToggle';

const NO_FILTERS: AdminFilters = { search: '', server: 'any', group: 'any' };

// The editor (the modal, its rows and flag picker) loads on the first sign of use (a pointer over
// the view, focus inside it), not with the page: it is code for after an interaction.
const loadEditor = () => import('./AdminEditorModal');
const AdminEditorModal = lazy(loadEditor);

/** Placeholder rows while the admins load. */
function TableSkeleton() {
	return (
		<div className="admin-skeleton" aria-busy="true">
			<span className="visually-hidden">Loading admins…</span>
			{Array.from({ length: 5 }, (_, index) => (
				<Skeleton key={index} variant="block" height="4.5rem" />
			))}
		</div>
	);
}

/** Game admins of a region: counts, search, filters, the player table and the editor. */
export default function GameAdminsView() {
	const [region, setRegion] = useRegion();
	const [filters, setFilters] = useState<AdminFilters>(NO_FILTERS);
	const [editor, setEditor] = useState<{ state: EditorState; editing: boolean } | null>(null);
	const [busySteamId, setBusySteamId] = useState<string | null>(null);
	const { confirm, dialog } = useConfirm();

	const configs = useApiData((signal) => loadConfigs(region, signal), [region]);
	const page = useApiData(
		async (signal) => {
			const [servers, groups, flags] = await Promise.all([
				loadServers(region, signal),
				loadGroups(region, signal),
				loadFlags(region, signal),
			]);
			return { servers, groups, flags };
		},
		[region],
	);
	const reloadConfigs = configs.reload;

	// While the list loads again after a change, the last one stays on screen (and keeps focus).
	const last = useRef<{ region: string; data: GameAdminConfig[] } | null>(null);
	if (configs.status === 'ready') last.current = { region, data: configs.data };
	const kept =
		configs.status === 'loading' && last.current?.region === region ? last.current.data : null;
	const data = configs.status === 'ready' ? configs.data : kept;
	const players = useMemo(() => (data ? groupByPlayer(data) : []), [data]);
	const groups = page.status === 'ready' ? page.data.groups : [];
	const counts = countAdmins(players, groups);
	const shown = filterPlayers(players, filters);

	const changeRegion = (next: typeof region) => {
		setFilters(NO_FILTERS);
		setRegion(next);
	};

	const openEditor = useCallback(
		async (player: PlayerAdmins) => {
			// The editor starts from the server's current rows, not from what the list last showed.
			let fresh;
			try {
				fresh = groupByPlayer(await loadConfigs(region));
			} catch (error) {
				console.error('Loading admin data failed:', error);
				notify({ kind: 'error', text: MESSAGES.admin.fetchFailed });
				return;
			}
			const current = fresh.find((candidate) => candidate.steamId === player.steamId);
			if (!current) {
				notify({ kind: 'error', text: MESSAGES.admin.editNotFound });
				reloadConfigs();
				return;
			}
			setEditor({ state: editPlayer(current), editing: true });
		},
		[region, reloadConfigs],
	);

	const deleteAll = async (player: PlayerAdmins) => {
		const ids = deletableIds(player);
		const name = player.name || player.steamId;
		const one = ids.length === 1;
		const confirmed = await confirm({
			title: one ? 'Delete the configuration?' : 'Delete all configurations?',
			message: one
				? `This deletes the configuration of ${name} in ${region.toUpperCase()}.`
				: `This deletes all ${ids.length} configurations of ${name} in ${region.toUpperCase()}.`,
			confirmLabel: 'Delete All',
			destructive: true,
		});
		if (!confirmed) return;
		setBusySteamId(player.steamId);
		try {
			for (const id of ids) await deleteConfig(id, region);
			notify({
				kind: 'success',
				text: `Deleted the configuration${one ? '' : 's'} of ${name}.`,
			});
		} catch (error) {
			console.error('Deleting admin configurations failed:', error);
			notify({ kind: 'error', text: MESSAGES.admin.deleteFailed });
		} finally {
			setBusySteamId(null);
			reloadConfigs();
		}
	};

	const ready = page.status === 'ready';
	return (
		<section
			className="admin-view"
			aria-labelledby="game-admins-title"
			{...preloadOnIntent(loadEditor)}
		>
			<header className="admin-view__head">
				<div>
					<p className="admin-view__eyebrow">Admin</p>
					<h1 id="game-admins-title" className="admin-view__title">
						Game Admins
					</h1>
				</div>
				<div className="admin-view__tools">
					<RegionToggle region={region} onChange={changeRegion} />
					<Button
						onClick={() => setEditor({ state: createEditor(), editing: false })}
						disabled={!ready}
					>
						Add Admin
					</Button>
				</div>
			</header>

			{page.status === 'error' && (
				<InlineAlert onRetry={page.reload}>{MESSAGES.admin.pageLoadFailed}</InlineAlert>
			)}

			{configs.status === 'error' ? (
				<InlineAlert onRetry={configs.reload}>{MESSAGES.admin.fetchFailed}</InlineAlert>
			) : !data ? (
				<TableSkeleton />
			) : (
				<>
					<AdminCounts {...counts} />
					{ready && (
						<AdminFiltersBar
							filters={filters}
							onChange={setFilters}
							servers={page.data.servers}
							groups={page.data.groups}
						/>
					)}
					<p className="admin-view__summary" role="status">
						{shown.length === players.length
							? `${players.length} players`
							: `${shown.length} of ${players.length} players`}
					</p>
					{shown.length === 0 ? (
						<EmptyState
							headingLevel={2}
							title={players.length === 0 ? 'No admins in this region yet' : 'No admins match'}
							hint={
								players.length === 0
									? 'Add the first one with Add Admin.'
									: 'Try another search or clear the filters.'
							}
							action={
								players.length > 0 && (
									<Button variant="secondary" onClick={() => setFilters(NO_FILTERS)}>
										Clear filters
									</Button>
								)
							}
						/>
					) : (
						<PlayerTable
							players={shown}
							onEdit={(player) => void openEditor(player)}
							onDeleteAll={(player) => void deleteAll(player)}
							busySteamId={busySteamId}
						/>
					)}
				</>
			)}

			{ready && editor && (
				<Suspense fallback={<ModalLoading />}>
					<AdminEditorModal
						initial={editor.state}
						editing={editor.editing}
						region={region}
						servers={page.data.servers}
						groups={page.data.groups}
						flags={page.data.flags}
						onClose={() => setEditor(null)}
						onSaved={(complete) => {
							reloadConfigs();
							if (complete) {
								setEditor(null);
								notify({ kind: 'success', text: 'Admin configurations saved.' });
							}
						}}
					/>
				</Suspense>
			)}
			{dialog}
		</section>
	);
}
