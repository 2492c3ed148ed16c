import { GameDig, type QueryOptions, type QueryResult } from 'gamedig';
import { z } from 'zod/mini';
import { MAP_NAME_MAX } from '@/contract/servers';
import type { ServerAddress, ServerStatus, ServerStatusSource } from './status';

/** How gamedig is called; tests may pass a stand-in. */
type GameQuery = (options: QueryOptions) => Promise<QueryResult>;

/** Options of the live status source. */
interface LiveServerStatusOptions {
	/** Longest wait for one server's whole answer. */
	timeoutMs?: number;
	/** How long an answer (or a failure) is reused before the server is asked again. */
	cacheMs?: number;
	/** The clock the cache follows; tests move it. */
	now?: () => number;
	/** The Source query client. */
	query?: GameQuery;
}

/** A dead server must not hold the page for long. */
const TIMEOUT_MS = 2000;
/** Page loads within this window share one query per server. */
const CACHE_MS = 15_000;
const OFFLINE: ServerStatus = { players: 0, online: false };

interface CacheEntry {
	/** Until when the answer is reused; Infinity while the query is still in flight. */
	expiresAt: number;
	status: Promise<ServerStatus>;
}

/** Queries each game server over the Source query protocol (A2S_INFO) through gamedig. */
export function createLiveServerStatus({
	timeoutMs = TIMEOUT_MS,
	cacheMs = CACHE_MS,
	now = Date.now,
	query = (options) => GameDig.query(options),
}: LiveServerStatusOptions = {}): ServerStatusSource {
	const cache = new Map<string, CacheEntry>();

	async function queryServer({ host, port }: ServerAddress): Promise<ServerStatus> {
		// Not in @types/gamedig 5.0, but read by gamedig 5's valve protocol: the info answer
		// holds the counts, so the player list would only cost a round trip.
		const options: QueryOptions & { requestPlayers: boolean } = {
			type: 'counterstrike2',
			host,
			port,
			givenPortOnly: true,
			maxRetries: 1,
			// A challenge handshake takes two packets, both within the whole attempt's budget.
			socketTimeout: Math.ceil(timeoutMs / 2),
			attemptTimeout: timeoutMs,
			requestPlayers: false,
		};
		try {
			const result = await query(options);
			const bots = readBots(result);
			const map = readMap(result);
			return {
				players: Math.max(0, result.numplayers - bots),
				maxPlayers: result.maxplayers,
				online: true,
				...(map && { map }),
			};
		} catch {
			// Unreachable or garbled: an offline card, not a failed page.
			return OFFLINE;
		}
	}

	function getCached(server: ServerAddress): Promise<ServerStatus> {
		const key = `${server.host}:${server.port}`;
		const cached = cache.get(key);
		if (cached && now() < cached.expiresAt) return cached.status;
		const entry: CacheEntry = { expiresAt: Infinity, status: queryServer(server) };
		cache.set(key, entry);
		void entry.status.then(() => {
			entry.expiresAt = now() + cacheMs;
		});
		return entry.status;
	}

	return {
		async getStatus(servers) {
			const statuses = await Promise.all(servers.map(getCached));
			return new Map(servers.map((server, index) => [server.id, statuses[index]!]));
		},
	};
}

/** The bot count of a query's raw answer, when it is a number. */
const RawBotsSchema = z.object({ numbots: z.catch(z.number(), 0) });

/** Bots the server counts among its players (SourceTV included), 0 when it does not say. */
function readBots(result: QueryResult): number {
	const raw = z.safeParse(RawBotsSchema, result.raw);
	return raw.success ? raw.data.numbots : 0;
}

/** The map the server reports, when it is a plausible name (a server's answer is not trusted). */
function readMap(result: QueryResult): string | undefined {
	const map = typeof result.map === 'string' ? result.map.trim() : '';
	return map && map.length <= MAP_NAME_MAX ? map : undefined;
}
