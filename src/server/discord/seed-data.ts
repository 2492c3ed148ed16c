import type { StaffStatus } from '../../contract/staff';
import type { RecurrenceFrequency } from './recurrence';

/** A demo event, placed relative to the day the database is seeded. */
export interface SeedEvent {
	name: string;
	status: number;
	/** Days from the seed day (negative: in the past) and the UTC hour and minute it starts. */
	day: number;
	hour: number;
	minute?: number;
	/** Minutes before the seed moment; used for the event that is running (overrides day/hour). */
	startedMinutesAgo?: number;
	frequency?: RecurrenceFrequency;
	interval?: number;
	description?: string;
}

/**
 * The community's events: upcoming ones (three recur, so the home page never runs dry), one
 * running now, past ones, every status 1 to 4 plus an unknown code, some without description.
 */
export const SEED_EVENTS: readonly SeedEvent[] = [
	{
		name: 'Traitor Tuesday',
		status: 1,
		day: 2,
		hour: 19,
		frequency: 'weekly',
		description:
			'Our weekly TTT night on the EU server: double traitor rounds, a rotating map pool picked by the community, and a small prize for the sneakiest traitor of the evening. Bring a microphone and your best alibi.',
	},
	{
		name: 'Jailbreak Lockdown Night',
		status: 1,
		day: 4,
		hour: 20,
		frequency: 'weekly',
	},
	{
		name: 'Monthly Community Meeting',
		status: 1,
		day: 11,
		hour: 18,
		minute: 30,
		frequency: 'monthly',
		description: 'Server news, rule changes and your suggestions, in the Discord stage channel.',
	},
	{
		name: 'Minigame Warm-up',
		status: 2,
		day: 0,
		hour: 0,
		startedMinutesAgo: 40,
		frequency: 'daily',
		description: 'Quick Jailbreak minigames while the lobby fills up. Join any time.',
	},
	{
		name: 'Easter Egg Hunt: Spring Edition',
		status: 1,
		day: 18,
		hour: 17,
		description:
			'Eggs are hidden across every TTT map for a whole weekend. Pick them up during your rounds, climb the Egg Hunt leaderboard and win the golden crowbar skin for a month.',
	},
	{
		name: 'NA Late Night TTT',
		status: 4,
		day: 6,
		hour: 2,
		description: 'Cancelled this week while the NA server moves to new hardware.',
	},
	{
		name: 'Staff Q&A Stream',
		status: 7,
		day: 13,
		hour: 19,
		description: 'Ask the team anything about the servers, the rules or how to join the staff.',
	},
	{
		name: 'Map Makers Showcase',
		status: 3,
		day: -5,
		hour: 19,
		description: 'Community-made maps played and voted on; the winners join the rotation.',
	},
	{ name: 'Summer Cup Qualifiers', status: 4, day: -9, hour: 18 },
	{ name: 'Detective Academy', status: 3, day: -12, hour: 18, minute: 30 },
];

/** A demo staff member and the staff groups (by key of DEFAULT_STAFF_ROLE_IDS) they belong to. */
interface SeedStaff {
	username: string;
	status: StaffStatus;
	roles: readonly ('core' | 'dev' | 'ttt' | 'jailbreak')[];
	/** A file under /images/avatars, or none for the default avatar. */
	avatar?: string;
	description?: string;
}

/** Staff in the four groups: every presence, one member in two groups, some without words. */
export const SEED_STAFF: readonly SeedStaff[] = [
	{
		username: 'Nova',
		status: 'online',
		roles: ['core'],
		avatar: 'nova.svg',
		description:
			'Founder of the community. I keep the servers paid for, the lights on and the team pointed in one direction. Happy to hear ideas in the Discord any time, and yes, I still play Traitor far too often.',
	},
	{
		username: 'Kestrel',
		status: 'idle',
		roles: ['core', 'dev'],
		avatar: 'kestrel.svg',
		description: 'Co-owner and plugin developer. If a Last Request broke, it was probably me.',
	},
	{ username: 'Marauder', status: 'offline', roles: ['core'] },
	{
		username: 'Bytewolf',
		status: 'dnd',
		roles: ['dev'],
		avatar: 'bytewolf.svg',
		description:
			'Writes the round logs, the stats and this website. Do Not Disturb means deploying.',
	},
	{
		username: 'Hollowpoint',
		status: 'online',
		roles: ['ttt'],
		avatar: 'hollowpoint.svg',
		description: 'Head of TTT staff. Fair rounds, clear calls, no RDM.',
	},
	{ username: 'Pixelmancer', status: 'idle', roles: ['ttt'], avatar: 'pixelmancer.svg' },
	{
		username: 'Quill',
		status: 'offline',
		roles: ['ttt'],
		description: 'Evening moderator on the NA TTT server.',
	},
	{
		username: 'Warden_Vex',
		status: 'dnd',
		roles: ['jailbreak'],
		avatar: 'warden-vex.svg',
		description: 'Jailbreak lead. Knows every rule by heart, including the changelog.',
	},
	{ username: 'Latchkey', status: 'online', roles: ['jailbreak'] },
	{
		username: 'Sable',
		status: 'offline',
		roles: ['jailbreak'],
		description: 'Weekend moderator on EU Jailbreak.',
	},
];
