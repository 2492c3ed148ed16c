import { hashPasswordSync, type ScryptCost } from './passwords';
import { DEMO_ACCOUNTS, PLAYER_PASSWORD, type DemoAccount, type DemoLink } from './demo-accounts';
import type { SiteDb } from '../db/kysely';
import type { Random } from '../db/random';

const GAMER_NAMES = [
	'Vortex',
	'Frostbyte',
	'Ashwalker',
	'Pyrolark',
	'Kilowatt',
	'Duskrunner',
	'Grimtide',
	'Hexfire',
	'Saltmarsh',
	'Copperhead',
	'Lowkey',
	'Zephyrine',
	'Tundra',
	'Mothlight',
	'Redshift',
	'Quillon',
] as const;

const GENERATED_PLAYERS = 8;
// The Discord epoch: snowflake ids count milliseconds from here.
const DISCORD_EPOCH_MS = 1420070400000n;

function makeSteamLink(random: Random, name: string): DemoLink {
	return {
		// Individual SteamID64s are 7656119 followed by ten digits.
		id: `76561198${random.makeDigits(9)}`,
		username: name,
		avatar: `https://avatars.steamstatic.com/${random.makeHex(40)}_full.jpg`,
	};
}

function makeDiscordLink(random: Random, name: string): DemoLink {
	const created = random.dateBetween(new Date('2016-01-01'), new Date('2022-12-31'));
	const workerBits = BigInt(random.intBetween(0, 4194303));
	const id = ((BigInt(created.getTime()) - DISCORD_EPOCH_MS) << 22n) | workerBits;
	return {
		id: id.toString(),
		username: name.toLowerCase(),
		avatar: `https://cdn.discordapp.com/avatars/${id}/${random.makeHex(32)}.png`,
	};
}

/** Builds the generated plain players; only their order of PRNG calls decides the result. */
function makeGeneratedPlayers(random: Random): DemoAccount[] {
	return random
		.shuffle(GAMER_NAMES)
		.slice(0, GENERATED_PLAYERS)
		.map((name) => {
			const registered = random.dateBetween(new Date('2023-01-01'), new Date('2025-06-01'));
			registered.setUTCMilliseconds(0);
			const hasDiscord = random.next() < 0.6;
			const hasSteam = random.next() < 0.6;
			return {
				email: `${name.toLowerCase()}@example.com`,
				username: name,
				password: PLAYER_PASSWORD,
				role: 'user',
				verified: true,
				registeredAt: registered.toISOString(),
				discord: hasDiscord ? makeDiscordLink(random, name) : null,
				steam: hasSteam ? makeSteamLink(random, name) : null,
			};
		});
}

/** Inserts the demo accounts and a handful of generated players into an empty database, at once. */
export async function seedAccounts(
	db: SiteDb,
	random: Random,
	passwordCost: ScryptCost,
): Promise<void> {
	const accounts: DemoAccount[] = [
		...Object.values(DEMO_ACCOUNTS),
		...makeGeneratedPlayers(random),
	];
	// One hash per password, not per account: the seeded passwords are public (two for sixteen
	// accounts), so a hash each would only cost a start about half a second of CPU per account.
	const hashes = new Map<string, string>();
	const hashOf = (password: string) => {
		let hash = hashes.get(password);
		if (!hash) {
			hash = hashPasswordSync(password, passwordCost);
			hashes.set(password, hash);
		}
		return hash;
	};
	await db
		.insertInto('accounts')
		.values(
			accounts.map((account) => ({
				username: account.username,
				email: account.email,
				password_hash: hashOf(account.password),
				// The salt is part of the encoded hash; the column only serves hashes of the old format.
				password_salt: '',
				role: account.role,
				verified: account.verified ? 1 : 0,
				registered_at: account.registeredAt,
				avatar: account.discord?.avatar ?? account.steam?.avatar ?? null,
				discord_id: account.discord?.id ?? null,
				discord_username: account.discord?.username ?? null,
				discord_avatar: account.discord?.avatar ?? null,
				steam_id: account.steam?.id ?? null,
				steam_username: account.steam?.username ?? null,
				steam_avatar: account.steam?.avatar ?? null,
			})),
		)
		.execute();
}
