import type { SiteDb } from '../db/kysely';
import { listGameServerRows } from './manage';
import { recordServerSamples } from './history';
import { toServerAddress } from './list';
import type { ServerStatusSource } from './status';

/** How often every server's count is sampled. */
const SAMPLE_INTERVAL_MS = 60_000;

/**
 * Asks the status source for every listed server and records the minute; answers new samples.
 * Server processes sharing a database may all sample: each minute is recorded once.
 */
export async function sampleServers(
	db: SiteDb,
	status: ServerStatusSource,
	now: () => number = Date.now,
): Promise<number> {
	const rows = await listGameServerRows(db);
	if (rows.length === 0) return 0;
	const statuses = await status.getStatus(rows.map(toServerAddress));
	const samples = rows.map((row) => {
		const live = statuses.get(row.id) ?? { players: 0, online: false };
		return { serverId: row.id, players: live.players, online: live.online };
	});
	return recordServerSamples(db, now(), samples);
}

/** Options of the sampler; tests pass a fake clock. */
interface SamplerOptions {
	now?: () => number;
	intervalMs?: number;
}

/**
 * Samples now and then once a minute, on a timer that never keeps the process alive. A round
 * still running when the next is due is not doubled. Answers a function that stops it.
 */
export function startServerSampler(
	db: SiteDb,
	status: ServerStatusSource,
	{ now = Date.now, intervalMs = SAMPLE_INTERVAL_MS }: SamplerOptions = {},
): () => void {
	let running = false;
	const run = async () => {
		if (running) return;
		running = true;
		try {
			await sampleServers(db, status, now);
		} catch (error) {
			// A locked or closed database misses a minute; the chart shows a gap, nothing more.
			console.warn('Server sampling skipped:', (error as Error).message);
		} finally {
			running = false;
		}
	};
	void run();
	const timer = setInterval(() => void run(), intervalMs);
	timer.unref();
	return () => clearInterval(timer);
}
