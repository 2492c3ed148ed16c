import { LOOTBAG_RARITIES } from '../../contract/lootbags';
import type { SiteDb } from '../db/kysely';
import type { Random } from '../db/random';
import { ensureInternalSource } from '../ingest/internal-source';
import type { LootbagPickupEvent, NoscopeEvent, PoopEvent } from '../../contract/jailbreak-ingest';
import { ingestLootbagPickups, ingestNoscopes, ingestPoops } from './ingest';

/** How much the seed reports: thousands of no-scopes, fewer poops and pickups. */
export const SEED_COUNTS = { players: 140, noscopes: 4000, poops: 1200, pickups: 2400 } as const;
/** The game servers the seeded events come from. */
export const SEED_SOURCES = ['eu-jailbreak-1', 'na-jailbreak-1'] as const;
/** How far back the seeded history reaches. */
const HISTORY_MS = 180 * 24 * 60 * 60 * 1000;

const MAPS = [
	'jb_minecraft_v3',
	'jb_summer_jail_v2',
	'jb_clouds_final5',
	'jb_oasis_b4',
	'jb_lego_jail_v8',
	'jb_spy_vs_spy',
] as const;
const FIRST = [
	'Shadow',
	'Rusty',
	'Neon',
	'Silent',
	'Crimson',
	'Lucky',
	'Frosty',
	'Turbo',
	'Mad',
	'Sly',
];
const SECOND = [
	'Fox',
	'Warden',
	'Viper',
	'Goose',
	'Panda',
	'Raven',
	'Badger',
	'Otter',
	'Hawk',
	'Yeti',
];
/** Rarity weights, commonest first (as LOOTBAG_RARITIES). */
const RARITY_WEIGHTS = [50, 27, 14, 7, 2];

interface SeedPlayer {
	steamId: string;
	name: string;
	/** How often they show up: a few regulars make most of the events. */
	weight: number;
}

function makePlayers(random: Random): SeedPlayer[] {
	const usedIds = new Set<string>();
	const usedNames = new Set<string>();
	return Array.from({ length: SEED_COUNTS.players }, (_, index) => {
		let steamId: string;
		do steamId = `7656119${random.makeDigits(10)}`;
		while (usedIds.has(steamId));
		usedIds.add(steamId);
		// Unique names, so two lines of a list never look like the same player.
		let name = `${random.pick(FIRST)}${random.pick(SECOND)}`;
		while (usedNames.has(name)) name = `${name.replace(/\d+$/, '')}${random.intBetween(2, 99)}`;
		usedNames.add(name);
		return { steamId, name, weight: 1 / (index + 3) };
	});
}

function pickWeighted<T extends { weight: number }>(random: Random, items: readonly T[]): T {
	const total = items.reduce((sum, item) => sum + item.weight, 0);
	let left = random.next() * total;
	for (const item of items) {
		left -= item.weight;
		if (left < 0) return item;
	}
	return items[items.length - 1]!;
}

function pickOther(random: Random, players: readonly SeedPlayer[], not: SeedPlayer) {
	let other: SeedPlayer;
	do other = random.pick(players);
	while (other === not);
	return other;
}

/** Times spread over the history, oldest first, as a server would report them. */
function makeTimes(random: Random, count: number, now: number): string[] {
	return Array.from({ length: count }, () => now - Math.floor(random.next() ** 1.5 * HISTORY_MS))
		.sort((a, b) => a - b)
		.map((ms) => new Date(ms).toISOString());
}

/** A no-scope distance: mostly 500 to a few thousand units, a long tail beyond 10,000. */
function makeDistance(random: Random): number {
	const roll = random.next();
	const units = roll < 0.97 ? 500 + random.next() ** 2.2 * 7500 : 10_000 + random.next() * 9000;
	return Math.round(units * 10) / 10;
}

async function seedNoscopes(db: SiteDb, random: Random, players: SeedPlayer[], now: number) {
	const events: NoscopeEvent[] = makeTimes(random, SEED_COUNTS.noscopes, now).map((time, index) => {
		const attacker = pickWeighted(random, players);
		const bot = random.next() < 0.05;
		const victim = pickOther(random, players, attacker);
		return {
			eventId: `seed-noscope-${index + 1}`,
			attacker: { steamId: attacker.steamId, name: attacker.name },
			victim: bot
				? { steamId: null, name: `BOT ${random.pick(SECOND)}` }
				: { steamId: victim.steamId, name: victim.name },
			weapon: random.next() < 0.62 ? 'awp' : 'ssg08',
			distance: makeDistance(random),
			headshot: random.next() < 0.28,
			map: random.pick(MAPS),
			occurredAt: Date.parse(time),
		};
	});
	const eu = await ensureInternalSource(db, SEED_SOURCES[0]);
	const na = await ensureInternalSource(db, SEED_SOURCES[1]);
	await ingestNoscopes(db, eu, events.slice(0, events.length / 2));
	await ingestNoscopes(db, na, events.slice(events.length / 2));
}

async function seedPoops(db: SiteDb, random: Random, players: SeedPlayer[], now: number) {
	// Victims cluster too, around other players than the busiest poopers.
	const victims = random
		.shuffle(players)
		.map((player, index) => ({ ...player, weight: 1 / (index + 3) }));
	const events: PoopEvent[] = makeTimes(random, SEED_COUNTS.poops, now).map((time, index) => {
		const pooper = pickWeighted(random, players);
		const victim = random.next() < 0.1 ? null : pickWeighted(random, victims);
		return {
			eventId: `seed-poop-${index + 1}`,
			pooper: { steamId: pooper.steamId, name: pooper.name },
			victim: victim && victim !== pooper ? { steamId: victim.steamId, name: victim.name } : null,
			map: random.pick(MAPS),
			occurredAt: Date.parse(time),
		};
	});
	await ingestPoops(db, await ensureInternalSource(db, SEED_SOURCES[0]), events);
}

async function seedPickups(db: SiteDb, random: Random, players: SeedPlayer[], now: number) {
	const rarities = LOOTBAG_RARITIES.map((name, index) => ({
		name,
		weight: RARITY_WEIGHTS[index] ?? 1,
		tier: index,
	}));
	const events: LootbagPickupEvent[] = makeTimes(random, SEED_COUNTS.pickups, now).map(
		(time, index) => {
			const picker = pickWeighted(random, players);
			const rarity = pickWeighted(random, rarities);
			const found = random.next() < 0.18;
			const dropper = found ? null : pickOther(random, players, picker);
			return {
				eventId: `seed-lootbag-${index + 1}`,
				picker: { steamId: picker.steamId, name: picker.name },
				dropper: dropper && { steamId: dropper.steamId, name: dropper.name },
				rarity: rarity.name,
				// Found bags never count; a dropped one sometimes is a gift, not a true lootbag.
				isTrueLootbag: !found && random.next() < 0.85,
				resources: random.intBetween(10, 60) * (rarity.tier + 1) ** 2,
				occurredAt: Date.parse(time),
			};
		},
	);
	await ingestLootbagPickups(db, await ensureInternalSource(db, SEED_SOURCES[1]), events);
}

/**
 * Fills the Jailbreak leaderboards through the ingest functions game servers use, with
 * players holding 17-digit ids and times over the last six months.
 */
export async function seedJailbreak(db: SiteDb, random: Random, now = Date.now()): Promise<void> {
	const players = makePlayers(random);
	await seedNoscopes(db, random, players, now);
	await seedPoops(db, random, players, now);
	await seedPickups(db, random, players, now);
}
