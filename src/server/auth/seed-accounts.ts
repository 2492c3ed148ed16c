import type { Database } from 'better-sqlite3';
import { hashPasswordSync, type ScryptCost } from '../auth/passwords';
import { DEMO_ACCOUNTS, PLAYER_PASSWORD, type DemoAccount, type DemoLink } from './demo-accounts';
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

/** Inserts the demo accounts and a handful of generated players into an empty database. */
export function seedAccounts(db: Database, random: Random, passwordCost: ScryptCost): void {
	const insert = db.prepare(`INSERT INTO accounts (
		username, email, password_hash, password_salt, role, verified, registered_at, avatar,
		discord_id, discord_username, discord_avatar, steam_id, steam_username, steam_avatar
	) VALUES (
		@username, @email, @hash, @salt, @role, @verified, @registeredAt, @avatar,
		@discordId, @discordUsername, @discordAvatar, @steamId, @steamUsername, @steamAvatar
	)`);
	const accounts: DemoAccount[] = [
		...Object.values(DEMO_ACCOUNTS),
		...makeGeneratedPlayers(random),
	];
	for (const account of accounts) {
		insert.run({
			username: account.username,
			email: account.email,
			hash: hashPasswordSync(account.password, passwordCost),
			// The salt is part of the encoded hash; the column only serves hashes of the old format.
			salt: '',
			role: account.role,
			verified: account.verified ? 1 : 0,
			registeredAt: account.registeredAt,
			avatar: account.discord?.avatar ?? account.steam?.avatar ?? null,
			discordId: account.discord?.id ?? null,
			discordUsername: account.discord?.username ?? null,
			discordAvatar: account.discord?.avatar ?? null,
			steamId: account.steam?.id ?? null,
			steamUsername: account.steam?.username ?? null,
			steamAvatar: account.steam?.avatar ?? null,
		});
	}
}
