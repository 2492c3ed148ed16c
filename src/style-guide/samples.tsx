import Badge from '../components/ui/Badge';
import type { BarListItem } from '../components/ui/BarList';
import type { PodiumEntry } from '../components/ui/Podium';
import type { RankedDetail } from '../components/ui/RankedTable';
import type { TableColumn } from '../components/ui/Table';

/** Colour tokens shown as swatches, in the order tokens.css declares them. */
export const COLOUR_TOKENS = [
	'--color-bg',
	'--color-bg-elevated',
	'--color-surface',
	'--color-surface-hover',
	'--color-surface-raised',
	'--color-border',
	'--color-border-strong',
	'--color-text',
	'--color-text-muted',
	'--color-text-subtle',
	'--color-accent',
	'--color-accent-strong',
	'--color-secondary',
	'--color-secondary-strong',
	'--color-team-traitor',
	'--color-team-innocent',
	'--color-team-detective',
	'--color-success',
	'--color-warning',
	'--color-danger',
	'--color-info',
];

/** The type scale, largest first, with the family each size is usually set in. */
export const TYPE_SCALE = [
	{ token: '--text-4xl', font: '--font-display' },
	{ token: '--text-3xl', font: '--font-display' },
	{ token: '--text-2xl', font: '--font-display' },
	{ token: '--text-xl', font: '--font-display' },
	{ token: '--text-lg', font: '--font-display' },
	{ token: '--text-md', font: '--font-body' },
	{ token: '--text-base', font: '--font-body' },
	{ token: '--text-sm', font: '--font-body' },
	{ token: '--text-xs', font: '--font-body' },
];

/** Sample players for the podium, with initials standing in for avatars. */
export const PODIUM_ENTRIES: PodiumEntry[] = [
	{ id: 1, name: 'Nightjar', value: '42 eggs' },
	{ id: 2, name: 'Kestrel', value: '37 eggs' },
	{ id: 3, name: 'Bytewolf with a long name', value: '30 eggs' },
].map((player) => ({
	...player,
	avatar: <span className="sg-avatar">{player.name.slice(0, 2)}</span>,
}));

/** Sample rows for the tables. */
interface SampleRound {
	id: number;
	map: string;
	duration: string;
	winner: 'Traitors' | 'Innocents';
}

export const ROUNDS: SampleRound[] = [
	{ id: 1043, map: 'ttt_minecraft_b5', duration: '4 mins 12 s', winner: 'Traitors' },
	{ id: 1042, map: 'ttt_67thway_v14', duration: '6 mins 3 s', winner: 'Innocents' },
	{ id: 1041, map: 'ttt_rooftops_2016_v1', duration: '58 s', winner: 'Innocents' },
];

export const ROUND_COLUMNS: TableColumn<SampleRound>[] = [
	{ key: 'id', header: 'ID', cell: (row) => row.id, align: 'end' },
	{ key: 'map', header: 'Map', cell: (row) => row.map },
	{ key: 'duration', header: 'Duration', cell: (row) => row.duration, align: 'end' },
	{
		key: 'winner',
		header: 'Winner',
		cell: (row) => (
			<Badge tone={row.winner === 'Traitors' ? 'danger' : 'success'} full>
				{row.winner}
			</Badge>
		),
	},
];

/** Sample weapon stats for the bar list. */
export const WEAPONS: BarListItem[] = [
	{ id: 'awp', label: 'AWP', value: 8120 },
	{ id: 'ssg08', label: 'SSG 08', value: 3560 },
	{ id: 'scout', label: 'Scout', value: 800 },
];

/** Sample leaderboard rows for the ranked table. */
interface SampleHunter {
	steamId: string;
	rank: number;
	name: string;
	eggs: number;
	lastPickup: string;
	streak: number;
}

export const HUNTERS: SampleHunter[] = [
	{ steamId: 'a', rank: 4, name: 'Quietfox', eggs: 28, lastPickup: '2 Apr, 18:20', streak: 3 },
	{
		steamId: 'b',
		rank: 5,
		name: 'Marten with a very long name indeed',
		eggs: 21,
		lastPickup: '1 Apr, 21:02',
		streak: 1,
	},
	{ steamId: 'c', rank: 6, name: 'Heron', eggs: 12, lastPickup: '30 Mar, 09:45', streak: 2 },
];

export const HUNTER_DETAILS: RankedDetail<SampleHunter>[] = [
	{ key: 'last', header: 'Last pickup', cell: (row) => row.lastPickup },
	{ key: 'streak', header: 'Best streak', cell: (row) => row.streak },
];
