/** Believable data in bulk for the benchmarks: rounds straight into SQLite, no-scopes by ingest. */
import type { Database } from 'better-sqlite3';
import type { NoscopeEvent } from '../../src/contract/jailbreak-ingest';
import type { SiteDb } from '../../src/server/db/kysely';
import type { Random } from '../../src/server/db/random';
import type { IngestSource } from '../../src/server/ingest/keys';
import { ingestNoscopes } from '../../src/server/jailbreak/ingest';
import { DEMO_ROUND_MAPS } from '../../src/server/rounds/seed';

/** Maps the filled no-scopes are made on. */
const BENCH_JAILBREAK_MAPS = [
	'jb_minecraft_v3',
	'jb_summer_jail_v2',
	'jb_clouds_final5',
	'jb_oasis_b4',
];

/** Maps the filled rounds are played on. */
const BENCH_ROUND_MAPS = [...DEMO_ROUND_MAPS, 'ttt_fastfood_a6', 'ttt_richland_fix'];

/** How far back the filled history of no-scopes goes. */
const HISTORY_MS = 180 * 86_400_000;

/**
 * A batch of believable no-scopes from 5,000 players, a few of them very busy, made within the
 * `withinMs` before now: half a year of history by default.
 */
export function makeNoscopes(
	random: Random,
	prefix: string,
	count: number,
	withinMs = HISTORY_MS,
): NoscopeEvent[] {
	const now = Date.now();
	return Array.from({ length: count }, (_, index): NoscopeEvent => {
		const player = Math.floor(random.next() ** 2 * 5000);
		const steamId = `7656119${String(player).padStart(10, '0')}`;
		return {
			eventId: `${prefix}-${index}`,
			attacker: { steamId, name: `Player ${player}` },
			victim: { steamId: null, name: 'BOT' },
			weapon: random.next() < 0.6 ? 'awp' : 'ssg08',
			distance: Math.round((500 + random.next() ** 2.2 * 12_000) * 10) / 10,
			headshot: random.next() < 0.3,
			map: random.pick(BENCH_JAILBREAK_MAPS),
			occurredAt: now - random.intBetween(0, withinMs),
		};
	});
}

/** Delivers no-scopes through the ingest code in batches of 1,000 until `total` are stored. */
export async function fillNoscopes(
	db: SiteDb,
	source: IngestSource,
	random: Random,
	total: number,
	onBatch?: (events: NoscopeEvent[]) => Promise<void>,
): Promise<void> {
	const stored = await db
		.selectFrom('jailbreak_noscopes')
		.select((eb) => eb.fn.countAll<number>().as('n'))
		.executeTakeFirstOrThrow();
	for (let done = stored.n, batch = 0; done < total; done += 1000, batch++) {
		const events = makeNoscopes(random, `fill-${batch}`, Math.min(1000, total - done));
		if (onBatch) await onBatch(events);
		else await ingestNoscopes(db, source, events);
	}
}

/**
 * Writes `count` rounds of two years from one source straight into a SQLite database (batched
 * inserts in one transaction: a million rounds through the ingest code would take minutes).
 */
export function fillRounds(db: Database, sourceId: number, count: number): void {
	const insert = db.prepare(
		`INSERT INTO ttt_rounds
			(source_key_id, external_id, map, start_time, end_time, duration, winning_team)
		VALUES (?, ?, ?, ?, ?, ?, ?)`,
	);
	const newest = Date.now() - 60 * 60 * 1000;
	const spacing = Math.floor((2 * 365 * 24 * 60 * 60 * 1000) / count);
	db.transaction(() => {
		for (let i = 0; i < count; i++) {
			const start = newest - (count - i) * spacing;
			const duration = 60 + ((i * 7919) % 840);
			insert.run(
				sourceId,
				`bench-${i}`,
				BENCH_ROUND_MAPS[(i * 31) % BENCH_ROUND_MAPS.length],
				new Date(start).toISOString(),
				new Date(start + duration * 1000).toISOString(),
				duration,
				i % 3 ? 'innocent' : 'traitor',
			);
		}
	})();
}

/**
 * A game server posts what happened since its last batch: the timed batches hold the last five
 * minutes' no-scopes (the history they are added to spans half a year).
 */
const LIVE_BATCH_MS = 5 * 60_000;

/** Batches posted before the timed ones. */
const WARM_UP_BATCHES = 3;

/**
 * Milliseconds of each of `batches` POSTs of 1,000 new no-scopes to the served build's ingest
 * call, with a game server's key, after three more that are not timed (as the GETs have their
 * warm-ups: the server loads the ingest's code and reads its indexes into the cache on the first
 * batches); throws when one is not accepted.
 */
export async function timeNoscopePosts(
	base: string,
	key: string,
	random: Random,
	prefix: string,
	batches = 10,
): Promise<number[]> {
	const times: number[] = [];
	for (let batch = -WARM_UP_BATCHES; batch < batches; batch++) {
		const body = JSON.stringify({
			events: makeNoscopes(random, `${prefix}-${batch}`, 1000, LIVE_BATCH_MS).map((event) => ({
				...event,
				occurredAt: new Date(event.occurredAt).toISOString(),
			})),
		});
		const started = performance.now();
		const response = await fetch(`${base}/api/ingest/jailbreak/noscopes`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` },
			body,
		});
		await response.arrayBuffer();
		if (!response.ok) throw new Error(`The ingest batch answered ${response.status}`);
		if (batch >= 0) times.push(performance.now() - started);
	}
	return times;
}
