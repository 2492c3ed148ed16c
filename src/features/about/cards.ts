/** One card of the home page's About section (spec 2.4): a heading and its full text. */
export interface AboutCard {
	id: string;
	title: string;
	/** Paragraphs; the card shows the first words, the modal all of them. */
	paragraphs: readonly string[];
}

/** The six About cards, in the order spec 2.4 lists them. */
export const ABOUT_CARDS: readonly AboutCard[] = [
	{
		id: 'what',
		title: 'What is Nova Gaming?',
		paragraphs: [
			'Nova Gaming is a community of players who meet on our Counter-Strike 2 servers for Trouble in Terrorist Town and Jailbreak, in Europe and North America. Some of us have played together for years, some joined last week, and all of us come back for the same thing: good rounds with people who are fun to play with.',
			'Outside the game we live on Discord, where you will find voice channels for every server, clips of the best (and worst) traitor plays, and a place to ask for a hand when something does not work.',
		],
	},
	{
		id: 'goal',
		title: 'Our Goal',
		paragraphs: [
			'We want every round to feel fair, friendly and worth the time you give it. That means clear rules that are the same for everyone, staff who explain their decisions, and servers that run smoothly from the first second of the map to the last.',
			'Above all we want a place where a new player feels welcome on their first evening, and where regulars still find something new after a hundred rounds.',
		],
	},
	{
		id: 'team',
		title: 'The Team',
		paragraphs: [
			'Behind the servers stands a small team of volunteers: the core team that keeps the community running, developers who write our plugins and this website, and moderators for TTT and Jailbreak who are on the servers most evenings.',
			'Every one of them started as a player. They handle reports, settle disputes and keep the game fun, and you can reach them any time through a ticket on our Discord.',
		],
	},
	{
		id: 'servers',
		title: 'A Variety of Servers',
		paragraphs: [
			'We run Trouble in Terrorist Town with classic and Minecraft-style map pools, and Jailbreak with our own Last Requests and minigames. Both modes have servers in Europe and North America, so there is a low ping for you whichever side of the Atlantic you play from.',
			'Each server has its own character and its own regulars, and live player counts on the servers page show you where the action is right now.',
		],
	},
	{
		id: 'events',
		title: 'Events',
		paragraphs: [
			'Something is always on the calendar: Traitor Tuesdays, Jailbreak lockdown nights, map showcases, tournaments and the yearly Easter Egg Hunt with its own leaderboard.',
			'Events are announced on Discord and listed on this page with their start times for Europe and North America. Many come with prizes, all of them come with a full server and a lot of laughter.',
		],
	},
	{
		id: 'growing',
		title: 'A Growing Team',
		paragraphs: [
			'As the community grows, so does the team. We are always looking for friendly, patient players who know the rules and want to help others enjoy the game, whether as moderators, event hosts or developers.',
			'If that sounds like you, open a ticket in our Discord app and tell us a little about yourself. Nobody starts as an expert: we show you the ropes and you grow into the role with us.',
		],
	},
];
