import type { SiteArea } from '../area';
import { onSqliteHandle } from '../db/seed';
import { seedJailbreak } from './seed';

/** The Jailbreak boards: no-scopes, poops, lootbags. */
export const jailbreakArea: SiteArea = {
	name: 'jailbreak',
	seeds: [
		{
			id: '006_jailbreak',
			kind: 'demo',
			tables: ['jailbreak_noscopes', 'jailbreak_poops', 'jailbreak_lootbag_pickups'],
			run: onSqliteHandle((db, random) => seedJailbreak(db, random)),
		},
	],
};
