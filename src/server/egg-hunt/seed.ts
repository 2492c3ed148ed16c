import type { EggPickupUpload } from '../../contract/egg-hunt';
import type { SiteDb } from '../db/kysely';
import type { Random } from '../db/random';
import { ensureInternalSource } from '../ingest/internal-source';
import { ingestEggPickups } from './ingest';

const HUNTERS = 64;

const PREFIXES = ['Egg', 'Bunny', 'Choco', 'Hop', 'Shell', 'Spring', 'Yolk', 'Basket'];
const SUFFIXES = ['Hunter', 'Seeker', 'Finder', 'Snatcher', 'Master', 'Goblin', 'Scout', 'Hoarder'];
const MAPS = ['ttt_minecraft_b5', 'ttt_waterworld', 'ttt_clue_se', 'ttt_lego', 'ttt_dolls'];

/** Uploads the demo egg pickups through `ingestEggPickups`: 64 hunters over the last 30 days. */
export async function seedEggHunt(db: SiteDb, random: Random): Promise<void> {
	const source = await ensureInternalSource(db, 'demo-eu-ttt');
	const now = Date.now();
	const from = new Date(now - 30 * 24 * 3600 * 1000);
	const pickups: EggPickupUpload[] = [];
	const names = random.shuffle(
		PREFIXES.flatMap((prefix) => SUFFIXES.map((suffix) => `${prefix}${suffix}`)),
	);
	for (let hunter = 0; hunter < HUNTERS; hunter++) {
		const steamid = `7656119${random.makeDigits(10)}`;
		// Few players find many eggs: the counts fall off steeply down the board.
		const eggs = 1 + Math.floor(60 * random.next() ** 3);
		for (let egg = 0; egg < eggs; egg++) {
			pickups.push({
				id: `seed-egg-${pickups.length + 1}`,
				steamid,
				playerName: names[hunter]!,
				pickedUpAt: random.dateBetween(from, new Date(now)).toISOString(),
				map: random.pick(MAPS),
			});
		}
	}
	await ingestEggPickups(db, source, pickups);
}
