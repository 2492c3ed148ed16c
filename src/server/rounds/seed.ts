import type { ActionUpload, RoundUpload } from '../../contract/rounds';
import type { SiteDb } from '../db/kysely';
import type { Random } from '../db/random';
import { ensureInternalSource } from '../ingest/internal-source';
import { ingestRound } from './ingest';

/** Rounds of a fresh database; `SEED_ROUNDS` raises it (e.g. 20000 for the benchmark). */
const DEFAULT_SEED_ROUNDS = 400;

/** The demo servers the seeded rounds come from (sources nobody can upload as). */
const DEMO_ROUND_SOURCES = ['demo-eu-ttt', 'demo-na-ttt'] as const;

/** The maps of the seeded rounds. */
export const DEMO_ROUND_MAPS = [
	'ttt_minecraft_b5',
	'ttt_67thway_v14',
	'ttt_rooftops_2016_v1',
	'ttt_waterworld',
	'ttt_clue_se',
	'ttt_skyscraper',
	'ttt_community_bowling',
	'ttt_mc_skyislands',
	'ttt_innocentmotel',
	'ttt_lego',
	'ttt_airbus_b3',
	'ttt_bank_change',
	'ttt_whitehouse',
	'ttt_dolls',
] as const;

const NAMES = [
	'Zephyr',
	'MossyKnight',
	'Kestrel',
	'PixelPanda',
	'Nyx',
	'BananaBandit',
	'Orion',
	'Sable',
	'TacoTitan',
	'Quill',
	'Ember',
	'FrostByte',
	'Juniper',
	'Rook',
	'Wren',
	'CaptainCrumble',
	'Lumen',
	'Havoc',
	'Marlowe',
	'Saffron',
	'Vex',
	'Tundra',
	'Pickle',
	'Cobalt',
	'Nimbus',
	'Dusk',
	'Maple',
	'Sparrow',
	'Glitch',
	'Onyx',
	'Thistle',
	'Bramble',
	'Cosmo',
	'Fennec',
	'Gale',
	'Indigo',
	'Jinx',
	'Kodiak',
	'Lark',
	'Mistral',
	'Nova',
	'Pebble',
	'Quasar',
	'Rune',
	'Solstice',
	'Tinker',
	'Umbra',
	'Vesper',
	'Willow',
	'Yarrow',
];

interface Player {
	steamId: string | null;
	name: string;
}

type Team = 'traitor' | 'innocent' | 'detective';

interface InRound extends Player {
	role: Team;
}

const TRAITOR_SHOP = ['C4', 'Knife', 'Radar', 'Disguiser', 'Silenced Pistol', 'Poltergeist'];
const DETECTIVE_SHOP = ['Health Station', 'DNA Scanner', 'Body Armor', 'Defuser', 'Visualizer'];
const WEAPONS = ['M16', 'Deagle', 'Shotgun', 'Rifle', 'MAC10', 'Glock', 'Crowbar', 'H.U.G.E-249'];

/** Real-looking players (17 digits, 7656119…), bots and ids that must never become links. */
function makePlayers(random: Random): Player[] {
	const players: Player[] = NAMES.map((name) => ({
		steamId: `7656119${random.makeDigits(10)}`,
		name,
	}));
	players.push(
		{ steamId: 'BOT', name: 'Bot Gordon' },
		{ steamId: 'BOT_2', name: 'Bot Alyx' },
		// 16 digits, a wrong prefix, the legacy text form and none at all: shown, never linked.
		{ steamId: `7656119${random.makeDigits(9)}`, name: 'ShortId' },
		{ steamId: `1234567${random.makeDigits(10)}`, name: 'WrongPrefix' },
		{ steamId: `STEAM_0:1:${random.makeDigits(8)}`, name: 'LegacyId' },
		{ steamId: null, name: 'Anonymous' },
	);
	return players;
}

function isEnemy(a: Team, b: Team) {
	return (a === 'traitor') !== (b === 'traitor');
}

function party(player: InRound, extra: { itemName?: string; damage?: number } = {}) {
	return { steamId: player.steamId, name: player.name, role: player.role, ...extra };
}

function makeAction(random: Random, cast: InRound[], time: number, map: string): ActionUpload {
	const actor = random.pick(cast);
	const others = cast.filter((player) => player !== actor);
	const enemies = others.filter((player) => isEnemy(actor.role, player.role));
	// Most fights are across the teams; the rest are the mistakes the log exists for.
	const target = random.pick(enemies.length > 0 && random.next() < 0.85 ? enemies : others);
	const roll = random.next();
	const base = { timeInRound: time };
	if (roll < 0.14) {
		if (actor.role === 'innocent') {
			return {
				...base,
				actionType: 'MiscAction',
				message: `${actor.name} identified the body of ${target.name}`,
				isGoodAction: true,
				severity: random.next() < 0.5 ? 'low' : null,
				additionalInfo: `Found a ${target.role} body`,
				actor: party(actor),
				target: { name: target.name, role: target.role, steamId: target.steamId },
			};
		}
		const item = random.pick(actor.role === 'traitor' ? TRAITOR_SHOP : DETECTIVE_SHOP);
		return {
			...base,
			actionType: 'ShopAction',
			message: `${actor.name} bought ${item}`,
			isGoodAction: true,
			severity: random.next() < 0.4 ? 'low' : null,
			actor: party(actor, { itemName: item }),
		};
	}
	if (roll < 0.22) {
		const world = random.next() < 0.5;
		return {
			...base,
			actionType: 'MiscAction',
			message: world
				? `${actor.name} fell to their death on ${map}`
				: `${actor.name} scanned a DNA sample`,
			isGoodAction: true,
			severity: null,
			additionalInfo: world ? 'Fall damage' : null,
			actor: party(actor),
		};
	}
	const weapon = random.pick(WEAPONS);
	const enemy = isEnemy(actor.role, target.role);
	if (roll < 0.72) {
		const damage = random.intBetween(4, 65);
		return {
			...base,
			actionType: 'DamageAction',
			message: `${actor.name} hit ${target.name} for ${damage} damage with ${weapon}`,
			isGoodAction: enemy,
			severity: enemy ? (random.next() < 0.7 ? 'low' : null) : 'medium',
			actor: party(actor, { itemName: weapon, damage }),
			target: party(target, { damage }),
		};
	}
	const damage = random.intBetween(30, 100);
	return {
		...base,
		actionType: 'KillAction',
		message: `${actor.name} killed ${target.name} with ${weapon}`,
		isGoodAction: enemy,
		severity: enemy ? 'low' : 'high',
		additionalInfo: enemy ? null : 'Team kill',
		actor: party(actor, { itemName: weapon, damage }),
		target: party(target, { damage }),
	};
}

/** Length of a round: mostly 1 to 10 minutes, some shorter than a minute, some past 10. */
function drawDuration(random: Random): number {
	const roll = random.next();
	if (roll < 0.1) return random.intBetween(20, 59);
	if (roll < 0.25) return random.intBetween(601, 960);
	return random.intBetween(60, 600);
}

function makeCast(random: Random, players: Player[]): InRound[] {
	const chosen = random.shuffle(players).slice(0, random.intBetween(8, 16));
	const traitors = Math.max(1, Math.floor(chosen.length / 4));
	return chosen.map((player, index) => ({
		...player,
		role: index < traitors ? 'traitor' : index === traitors ? 'detective' : 'innocent',
	}));
}

/** One seeded round: a finished round unless `elapsed` says it has run that long so far. */
function makeRound(
	random: Random,
	players: Player[],
	index: number,
	start: Date,
	length: { duration: number } | { elapsed: number },
): RoundUpload {
	const map = random.pick(DEMO_ROUND_MAPS);
	const cast = makeCast(random, players);
	const span = 'duration' in length ? length.duration : length.elapsed;
	const times = Array.from(
		{ length: random.intBetween(10, 80) },
		() => Math.round(random.next() * span * 10) / 10,
	).sort((a, b) => a - b);
	const actions = times.map((time) => makeAction(random, cast, time, map));
	const finished = 'duration' in length;
	return {
		roundId: `seed-${index}`,
		map,
		startTime: start.toISOString(),
		endTime: finished ? new Date(start.getTime() + length.duration * 1000).toISOString() : null,
		winningTeam: finished ? (random.next() < 0.45 ? 'traitor' : 'innocent') : null,
		actions,
	};
}

/** How many rounds to seed: `SEED_ROUNDS` when it is a positive whole number. */
function seedRoundCount(value = process.env.SEED_ROUNDS): number {
	const count = Number(value);
	return Number.isInteger(count) && count > 0 ? count : DEFAULT_SEED_ROUNDS;
}

/**
 * Uploads the demo round history through `ingestRound`, as a game server would: `count` rounds
 * ending now, oldest first, the two newest still running on the two demo servers.
 */
export async function seedRounds(
	db: SiteDb,
	random: Random,
	count = seedRoundCount(),
): Promise<void> {
	const sources = [];
	for (const name of DEMO_ROUND_SOURCES) sources.push(await ensureInternalSource(db, name));
	const players = makePlayers(random);
	const now = Date.now();
	// Walk back from now: each round starts a break before the next one.
	const plans: { start: Date; length: { duration: number } | { elapsed: number } }[] = [];
	let cursor = now;
	for (let index = 0; index < count; index++) {
		if (index < 2) {
			const elapsed = random.intBetween(40, 240);
			plans.push({ start: new Date(now - elapsed * 1000), length: { elapsed } });
			continue;
		}
		const duration = drawDuration(random);
		cursor -= (duration + random.intBetween(20, 3600)) * 1000;
		plans.push({ start: new Date(cursor), length: { duration } });
	}
	for (const [index, plan] of plans.reverse().entries()) {
		const source = sources[index % sources.length]!;
		await ingestRound(db, source, makeRound(random, players, index, plan.start, plan.length));
	}
}
