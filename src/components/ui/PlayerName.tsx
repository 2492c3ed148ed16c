import { playerHref } from '../../lib/player-links';
import Avatar from './Avatar';
import '../../styles/ui/player.css';

interface Props {
	steamId?: string | null;
	name: string;
	/** Avatar URL; without one the default avatar shows. Leave `showAvatar` off for none at all. */
	avatar?: string | null;
	showAvatar?: boolean;
	/** Avatar size in CSS pixels. */
	size?: number;
	className?: string;
}

/**
 * A player's name with their avatar, leading to their page when they have one (an individual
 * SteamID64); bots and malformed ids stay plain text.
 */
export default function PlayerName({
	steamId,
	name,
	avatar,
	showAvatar = true,
	size = 28,
	className,
}: Props) {
	const href = playerHref(steamId);
	const classes = ['ui-player', className].filter(Boolean).join(' ');
	const content = (
		<>
			{showAvatar && <Avatar src={avatar} size={size} />}
			<span className="ui-player__name">{name}</span>
		</>
	);
	return href ? (
		<a className={classes} href={href}>
			{content}
		</a>
	) : (
		<span className={classes}>{content}</span>
	);
}
