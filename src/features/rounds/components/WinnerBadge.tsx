import Badge from '@/components/ui/Badge';
import { winnerName } from '../model';

/** The winning team as a badge: red for traitors, green for innocents, with the name in text. */
export default function WinnerBadge({
	winningTeam,
	suffix = '',
}: {
	winningTeam: string | null;
	suffix?: string;
}) {
	const name = winnerName(winningTeam);
	return (
		<Badge tone={name === 'Traitor' ? 'danger' : 'success'} className="round-winner">
			{name}
			{suffix}
		</Badge>
	);
}
