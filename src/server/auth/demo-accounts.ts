import type { SiteDb } from '../db/kysely';

/** A chat-service or game-platform account linked to a site account. */
export interface DemoLink {
	id: string;
	username: string;
	avatar: string;
}

/** A seeded account whose password is public, for trying the site and for tests. */
export interface DemoAccount {
	email: string;
	username: string;
	password: string;
	role: string;
	verified: boolean;
	registeredAt: string;
	discord: DemoLink | null;
	steam: DemoLink | null;
}

/** Password of every seeded account except root. */
export const PLAYER_PASSWORD = 'PlayerPass1!';

/** Every account the seed creates with a known password; README and tests read it from here. */
export const DEMO_ACCOUNTS = {
	root: {
		email: 'root@example.com',
		username: 'root',
		password: 'RootPass1!',
		role: 'root',
		verified: true,
		registeredAt: '2023-01-04T09:00:00.000Z',
		discord: null,
		steam: null,
	},
	admin: {
		email: 'admin@example.com',
		username: 'Kestrel',
		password: PLAYER_PASSWORD,
		role: 'admin',
		verified: true,
		registeredAt: '2023-02-11T18:42:07.000Z',
		discord: null,
		steam: null,
	},
	senior: {
		email: 'senior@example.com',
		username: 'Marauder',
		password: PLAYER_PASSWORD,
		role: 'senioradmin',
		verified: true,
		registeredAt: '2023-01-19T21:05:33.000Z',
		discord: null,
		steam: null,
	},
	developer: {
		email: 'dev@example.com',
		username: 'Bytewolf',
		password: PLAYER_PASSWORD,
		role: 'developer',
		verified: true,
		registeredAt: '2023-03-02T10:17:54.000Z',
		discord: null,
		steam: null,
	},
	player: {
		email: 'player@example.com',
		username: 'Nightjar',
		password: PLAYER_PASSWORD,
		role: 'user',
		verified: true,
		registeredAt: '2023-08-27T16:31:12.000Z',
		discord: {
			id: '318207461920538624',
			username: 'nightjar',
			avatar:
				'https://cdn.discordapp.com/avatars/318207461920538624/a3f9c1e07b5d42e8916c0d7fb2e4a6c1.png',
		},
		steam: {
			id: '76561198045213987',
			username: 'Nightjar',
			avatar: 'https://avatars.steamstatic.com/3c7e1f0a9b8d6e5f4a3b2c1d0e9f8a7b6c5d4e3f_full.jpg',
		},
	},
	noRole: {
		email: 'norole@example.com',
		username: 'Quietfox',
		password: PLAYER_PASSWORD,
		role: '',
		verified: true,
		registeredAt: '2024-01-14T08:55:40.000Z',
		discord: null,
		steam: null,
	},
	unverified: {
		email: 'unverified@example.com',
		username: 'Latecomer',
		password: PLAYER_PASSWORD,
		role: 'user',
		verified: false,
		registeredAt: '2025-05-30T22:10:03.000Z',
		discord: null,
		steam: null,
	},
} as const satisfies Record<string, DemoAccount>;

/** The demo accounts a database holds (by e-mail); a production site must have none. */
export async function findDemoAccounts(db: SiteDb): Promise<string[]> {
	const emails = Object.values(DEMO_ACCOUNTS).map((account) => account.email);
	const rows = await db
		.selectFrom('accounts')
		.select('email')
		.where('email', 'in', emails)
		.orderBy('id')
		.execute();
	return rows.map((row) => row.email);
}
