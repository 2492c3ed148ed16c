import { cleanPlayerName, PLAYER_NAME_MAX } from '../../contract/player-name';
import type { SiteDb } from '../db/kysely';
import { redactError } from '../http/redact';
import { inOneTransaction } from '../ingest/idempotency';
import { chunksForInList, chunksForStatements } from '../ingest/statement-chunks';
import { fetchPlayerSummaries, STEAM_SUMMARIES_BATCH } from '../steam/player-summaries';
import type { SteamProfileSource } from './steam-profiles';

/** How long Steam's answer for an id is kept. */
export const STEAM_PROFILE_TTL_MS = 24 * 60 * 60 * 1000;
/** After a failed call, Steam is left alone this long (cached avatars are still answered). */
export const STEAM_RETRY_AFTER_MS = 60 * 1000;
/** A page view waits this long for Steam at most. */
const STEAM_TIMEOUT_MS = 3000;

interface LiveSteamProfileOptions {
	apiKey: string;
	/** Steam Web API base; tests point it at a fake. */
	apiUrl?: string;
	/** The clock, for tests of the day's cache. */
	now?: () => number;
}

/** What Steam answered for one id. */
interface SteamAnswer {
	avatar: string | null;
	/** The profile name, which player pages show before any name a game server reports. */
	name: string | null;
}

interface CachedRow {
	steamid: string;
	avatar: string | null;
	fetched_at: number;
}

/** Cached rows of the ids, by the key (the id lists in chunks of a few sizes). */
async function readCache(db: SiteDb, steamIds: readonly string[]): Promise<CachedRow[]> {
	const rows: CachedRow[] = [];
	for (const chunk of chunksForInList(steamIds)) {
		rows.push(
			...(await db
				.selectFrom('steam_profiles')
				.select(['steamid', 'avatar', 'fetched_at'])
				.where('steamid', 'in', chunk)
				.execute()),
		);
	}
	return rows;
}

/**
 * Live avatars: Steam's GetPlayerSummaries, up to 100 ids a call, each answer kept a day in
 * `steam_profiles` (an id Steam does not answer is kept as having none). When Steam fails, the
 * cached avatars are answered, stale ones included, and Steam is left alone for a minute.
 */
export function createLiveSteamProfiles(options: LiveSteamProfileOptions): SteamProfileSource {
	const now = options.now ?? Date.now;
	let quietUntil = 0;

	/** Asks Steam for one batch: the avatar and the cleaned profile name of each id it answers. */
	async function fetchBatch(steamIds: readonly string[]): Promise<Map<string, SteamAnswer>> {
		const summaries = await fetchPlayerSummaries(
			{ apiKey: options.apiKey, apiUrl: options.apiUrl, timeoutMs: STEAM_TIMEOUT_MS },
			steamIds,
		);
		const answers = new Map<string, SteamAnswer>();
		for (const [steamId, summary] of summaries) {
			const name = cleanPlayerName(summary.personaName ?? '').slice(0, PLAYER_NAME_MAX);
			answers.set(steamId, { avatar: summary.avatar, name: name || null });
		}
		return answers;
	}

	/** Keeps Steam's answers (none for an id it did not answer), in id order, in one transaction. */
	function store(db: SiteDb, steamIds: readonly string[], answers: Map<string, SteamAnswer>) {
		const at = now();
		const rows = [...steamIds].sort().map((steamid) => ({
			steamid,
			avatar: answers.get(steamid)?.avatar ?? null,
			name: answers.get(steamid)?.name ?? null,
			fetched_at: at,
		}));
		return inOneTransaction(db, async (trx) => {
			for (const chunk of chunksForStatements(rows)) {
				await trx
					.insertInto('steam_profiles')
					.values(chunk)
					.onConflict((conflict) =>
						conflict.column('steamid').doUpdateSet((eb) => ({
							avatar: eb.ref('excluded.avatar'),
							name: eb.ref('excluded.name'),
							fetched_at: eb.ref('excluded.fetched_at'),
						})),
					)
					.execute();
			}
		});
	}

	return {
		mode: 'live',
		async avatars(db, steamIds) {
			const unique = [...new Set(steamIds)];
			const known = new Map<string, string>();
			const fresh = new Set<string>();
			for (const row of await readCache(db, unique)) {
				if (row.avatar) known.set(row.steamid, row.avatar);
				if (row.fetched_at > now() - STEAM_PROFILE_TTL_MS) fresh.add(row.steamid);
			}
			const missing = unique.filter((id) => !fresh.has(id));
			if (missing.length === 0 || now() < quietUntil) return known;
			const batches: string[][] = [];
			for (let start = 0; start < missing.length; start += STEAM_SUMMARIES_BATCH) {
				batches.push(missing.slice(start, start + STEAM_SUMMARIES_BATCH));
			}
			const answers = await Promise.allSettled(batches.map((batch) => fetchBatch(batch)));
			for (const [index, answer] of answers.entries()) {
				if (answer.status === 'rejected') {
					quietUntil = now() + STEAM_RETRY_AFTER_MS;
					console.error('Steam player summaries failed:', redactError(answer.reason));
					continue;
				}
				await store(db, batches[index]!, answer.value);
				for (const id of batches[index]!) {
					const avatar = answer.value.get(id)?.avatar;
					if (avatar) known.set(id, avatar);
					else known.delete(id);
				}
			}
			return known;
		},
	};
}
