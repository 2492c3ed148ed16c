import Badge from '@/components/ui/Badge';
import Table, { type TableColumn } from '@/components/ui/Table';
import { canDeleteAll, type GameAdminConfig } from '@/contract/admin';
import { steamProfileUrl } from '@/contract/steam-id';
import type { PlayerAdmins } from '../model';

interface Props {
	players: PlayerAdmins[];
	onEdit: (player: PlayerAdmins) => void;
	onDeleteAll: (player: PlayerAdmins) => void;
	/** The player whose configs are being deleted, if any. */
	busySteamId: string | null;
}

/** How a config reads in the list: server, group or flags, immunity. */
function ConfigLine({ config }: { config: GameAdminConfig }) {
	return (
		<li className="admin-config">
			<span className="admin-config__server">{config.server_name ?? 'All servers'}</span>
			{config.group_id !== null ? (
				<Badge tone="secondary">{config.group_name ?? `Group #${config.group_id}`}</Badge>
			) : (
				<span className="admin-config__flags">
					<span className="visually-hidden">Flags: </span>
					{config.flags.length > 0 ? config.flags.join(', ') : 'no flags'}
				</span>
			)}
			<span className="admin-config__immunity">Immunity {config.immunity}</span>
		</li>
	);
}

function displayName(player: PlayerAdmins): string {
	return player.name || player.steamId;
}

/** The region's admins, one row per player with all of their configurations. */
export default function PlayerTable({ players, onEdit, onDeleteAll, busySteamId }: Props) {
	const columns: TableColumn<PlayerAdmins>[] = [
		{
			key: 'player',
			header: 'Player',
			cell: (player) => {
				const profile = steamProfileUrl(player.steamId);
				return (
					<div className="admin-player">
						<span className="admin-player__name">{player.name || 'Unnamed player'}</span>
						{profile ? (
							<a
								className="admin-player__steam"
								href={profile}
								target="_blank"
								rel="noopener noreferrer"
							>
								{player.steamId}
							</a>
						) : (
							<span className="admin-player__steam">{player.steamId}</span>
						)}
					</div>
				);
			},
		},
		{
			key: 'configs',
			header: 'Configurations',
			cell: (player) => (
				<ul className="admin-configs" aria-label={`Configurations of ${displayName(player)}`}>
					{player.configs.map((config) => (
						<ConfigLine key={config.id} config={config} />
					))}
				</ul>
			),
		},
		{
			key: 'actions',
			header: 'Actions',
			hideHeader: true,
			align: 'end',
			cell: (player) => {
				const locked = !canDeleteAll(player.configs.map((config) => config.id));
				return (
					<div className="admin-actions">
						<button
							type="button"
							className="ui-button ui-button--secondary ui-button--sm"
							aria-label={`Edit All Configs of ${displayName(player)}`}
							onClick={() => onEdit(player)}
						>
							Edit All Configs
						</button>
						<button
							type="button"
							className="ui-button ui-button--danger ui-button--sm"
							aria-label={`Delete All of ${displayName(player)}`}
							title={locked ? 'Holds protected configurations' : undefined}
							disabled={locked || busySteamId === player.steamId}
							onClick={() => onDeleteAll(player)}
						>
							Delete All
						</button>
					</div>
				);
			},
		},
	];
	return (
		<Table
			caption="Game admins by player"
			hideCaption
			columns={columns}
			rows={players}
			rowKey={(player) => player.steamId}
			layout="stack"
			className="admin-table admin-players-table"
		/>
	);
}
