import Avatar from '@/components/ui/Avatar';
import Badge from '@/components/ui/Badge';
import type { PlayerProfile } from '@/contract/players';
import { steamProfileUrl } from '@/contract/steam-id';
import { formatDate } from '@/lib/format';

/** The player's avatar, SteamID (to their Steam profile) and, when running, Donator status. */
export default function PlayerHeader({ player }: { player: PlayerProfile }) {
	const steamUrl = steamProfileUrl(player.steamId);
	const donator = player.donator?.active ? player.donator : null;
	return (
		<header className="player-head">
			<Avatar src={player.avatar} size={96} eager className="player-head__avatar" />
			<div className="player-head__text">
				{steamUrl && (
					<a
						className="player-head__steam"
						href={steamUrl}
						target="_blank"
						rel="noopener noreferrer"
						aria-label={`Steam profile of ${player.name} (${player.steamId}, opens in a new tab)`}
					>
						{player.steamId}
					</a>
				)}
				{donator && (
					<p className="player-head__donator">
						<Badge tone="warning" full>
							Donator
						</Badge>
						{donator.expiryDate && <span>until {formatDate(donator.expiryDate)}</span>}
					</p>
				)}
			</div>
		</header>
	);
}
