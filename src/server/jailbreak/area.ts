import type { SiteArea } from '../area';
import { seedJailbreak } from './seed';

/** The Jailbreak boards: no-scopes, poops, lootbags. */
export const jailbreakArea: SiteArea = {
	name: 'jailbreak',
	seeds: [
		{
			id: '006_jailbreak',
			kind: 'demo',
			tables: ['jailbreak_noscopes', 'jailbreak_poops', 'jailbreak_lootbag_pickups'],
			run: (db, random) => seedJailbreak(db, random),
		},
	],
};
