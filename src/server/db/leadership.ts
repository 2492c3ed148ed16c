import pg from 'pg';
import type { SiteDatabase } from './engine';
import { LOCK_KEYS } from './lock-keys';

/** How often a replica without the work asks for it, and the one with it checks it still has it. */
const LEADERSHIP_RETRY_MS = 10_000;

/** The application name of the connections that hold or ask for the background work. */
export const LEADERSHIP_APPLICATION_NAME = 'community-site background work';

/** What a replica does while it holds the background work, and how it lets go of it. */
interface LeadershipOptions {
	/** Starts the work; answers how to stop it. */
	lead: () => () => void | Promise<void>;
	/** Where taking and losing the work is reported; the console by default. */
	log?: (line: string) => void;
	retryMs?: number;
}

/** A replica's claim on the background work. */
export interface Leadership {
	/** Whether this replica runs the background work now. */
	leads(): boolean;
	/** Stops the work (if it runs here) and gives the claim up. */
	stop(): Promise<void>;
}

/**
 * Runs the site's background work (the sampler, housekeeping, rolling backups, the Discord
 * connection) on one replica at a time. On PostgreSQL the replica that holds a session-level
 * advisory lock on a connection of its own does the work; the others ask again every `retryMs`.
 * The lock belongs to that connection: when the replica dies (even by kill -9) its connection
 * closes, PostgreSQL releases the lock, and another replica takes the work over at its next ask.
 * A replica that finds its connection broken stops the work at once. On SQLite one process
 * serves the file (see serving-lock.ts), so it always does the work.
 */
export function holdLeadership(site: SiteDatabase, options: LeadershipOptions): Leadership {
	const { lead, log = console.info, retryMs = LEADERSHIP_RETRY_MS } = options;
	if (site.engine === 'sqlite') {
		const stopWork = lead();
		return { leads: () => true, stop: async () => void (await stopWork()) };
	}

	let client: pg.Client | undefined;
	let stopWork: (() => void | Promise<void>) | undefined;
	let stopped = false;
	let timer: NodeJS.Timeout | undefined;

	const letGo = async (why: string) => {
		const stopping = stopWork;
		stopWork = undefined;
		if (stopping) {
			log(`Background work stopped on this server: ${why}`);
			await stopping();
		}
		const closing = client;
		client = undefined;
		await closing?.end().catch(() => {});
	};

	const ask = async () => {
		try {
			if (stopWork) {
				// Still ours while the connection answers.
				await client!.query('SELECT 1');
				return;
			}
			if (!client) {
				const fresh = new pg.Client({
					connectionString: site.url,
					keepAlive: true,
					// How an operator (or a test) tells these connections apart in pg_stat_activity.
					application_name: LEADERSHIP_APPLICATION_NAME,
				});
				// A dropped connection errors here as well as in the next query; heard, it cannot
				// end the process.
				fresh.on('error', () => {});
				await fresh.connect();
				client = fresh;
			}
			const { rows } = await client.query<{ taken: boolean }>(
				'SELECT pg_try_advisory_lock($1) AS taken',
				[LOCK_KEYS.backgroundWork],
			);
			if (rows[0]?.taken && !stopped) {
				stopWork = lead();
				log('Background work runs on this server (sampler, housekeeping, backups, Discord)');
			}
		} catch (error) {
			await letGo(`its database connection failed (${(error as Error).message.split('\n')[0]})`);
		}
	};

	const loop = async () => {
		await ask();
		// Stopped while asking: what the ask took is given back.
		if (stopped) await letGo('the server is stopping');
		else {
			timer = setTimeout(() => void loop(), retryMs);
			timer.unref();
		}
	};
	void loop();

	return {
		leads: () => stopWork !== undefined,
		async stop() {
			stopped = true;
			clearTimeout(timer);
			await letGo('the server is stopping');
		},
	};
}
