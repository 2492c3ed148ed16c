/** Posts a recorded event log to the ingest API with a server's key (`npm run ingest:replay`). */
import { ErrorBodySchema } from '../../src/contract/http';
import { IngestOutcomeSchema, IngestServerSchema } from '../../src/contract/ingest';
import { RoundUploadResultSchema } from '../../src/contract/rounds';
import { lineOfError, type ReplayRequest } from './replay-log';

/** What a replay did, counted in events. */
interface ReplaySummary {
	/** Events of the log posted (a retried request counts once). */
	sent: number;
	created: number;
	/** Rounds that replaced a stored upload of the same round. */
	updated: number;
	/** Events the site already had (an earlier run, or a running round after its end). */
	duplicates: number;
	/** Events of requests refused or still failing after every retry: nothing of them is stored. */
	failed: number;
}

/** Where and as whom to replay; `fetch`, `sleep` and the delays can be replaced in tests. */
interface ReplayOptions {
	/** The site's address, e.g. https://your.site (the API is under /api). */
	site: string;
	key: string;
	/** The game server the key must belong to (`ip:port`); nothing is sent otherwise. */
	address: string;
	fetch?: typeof fetch;
	sleep?: (ms: number) => Promise<void>;
	log?: (line: string) => void;
	/** Tries per request before its events count as failed. */
	maxAttempts?: number;
	/** First wait after a 429 or 5xx without Retry-After; doubled on each further try. */
	baseDelayMs?: number;
}

/** Thrown when the replay cannot start: the key is refused or belongs to another server. */
export class ReplayRefusedError extends Error {}

const MAX_DELAY_MS = 60_000;

/** How long to wait before the next try: the server's Retry-After (seconds or a date), else backoff. */
export function retryDelay(
	retryAfter: string | null,
	attempt: number,
	baseDelayMs: number,
	now = Date.now(),
): number {
	if (retryAfter !== null && retryAfter.trim() !== '') {
		const seconds = Number(retryAfter);
		const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - now;
		if (!Number.isNaN(ms)) return Math.min(Math.max(0, ms), MAX_DELAY_MS);
	}
	return Math.min(baseDelayMs * 2 ** (attempt - 1), MAX_DELAY_MS);
}

const isRetryable = (status: number) => status === 429 || status >= 500;

/** Sends with retries on 429, 5xx and network failures; answers the last response, or null. */
async function sendWithRetry(
	send: () => Promise<Response>,
	{
		sleep,
		maxAttempts,
		baseDelayMs,
		log,
	}: Required<Pick<ReplayOptions, 'sleep' | 'maxAttempts' | 'baseDelayMs' | 'log'>>,
): Promise<Response | null> {
	for (let attempt = 1; ; attempt++) {
		let response: Response | null = null;
		try {
			response = await send();
			if (!isRetryable(response.status)) return response;
		} catch (error) {
			log(`  request failed: ${(error as Error).message}`);
		}
		if (attempt >= maxAttempts) return response;
		const wait = retryDelay(response?.headers.get('Retry-After') ?? null, attempt, baseDelayMs);
		log(`  ${response ? `answer ${response.status}` : 'no answer'}; trying again in ${wait} ms`);
		await response?.body?.cancel();
		await sleep(wait);
	}
}

async function readMessage(response: Response): Promise<string> {
	try {
		const body = ErrorBodySchema.safeParse(await response.json());
		return body.success ? body.data.message : `HTTP ${response.status}`;
	} catch {
		return `HTTP ${response.status}`;
	}
}

function countAnswer(summary: ReplaySummary, request: ReplayRequest, json: unknown) {
	if (request.path === 'ttt/rounds') {
		const { outcome } = RoundUploadResultSchema.parse(json);
		if (outcome === 'created') summary.created += 1;
		else if (outcome === 'updated') summary.updated += 1;
		else summary.duplicates += 1;
		return;
	}
	const { created, duplicates } = IngestOutcomeSchema.parse(json);
	summary.created += created;
	summary.duplicates += duplicates;
}

/**
 * Replays the requests in order after checking that the key belongs to `address`; each request
 * is retried on 429 (after its Retry-After) and 5xx with exponential backoff. The ingest API
 * stores each event once per server, so running a replay again only counts duplicates.
 */
export async function replay(
	requests: readonly ReplayRequest[],
	options: ReplayOptions,
): Promise<ReplaySummary> {
	const settings = {
		sleep:
			options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))),
		maxAttempts: options.maxAttempts ?? 6,
		baseDelayMs: options.baseDelayMs ?? 500,
		log: options.log ?? ((line: string) => console.log(line)),
	};
	const doFetch = options.fetch ?? fetch;
	const api = `${options.site.replace(/\/+$/, '')}/api/ingest`;
	const auth = { Authorization: `Bearer ${options.key}` };

	const check = await sendWithRetry(() => doFetch(`${api}/server`, { headers: auth }), settings);
	if (!check || !check.ok) {
		throw new ReplayRefusedError(
			check
				? `The site refused the key: ${await readMessage(check)}`
				: `No answer from ${options.site}`,
		);
	}
	const server = IngestServerSchema.parse(await check.json());
	if (server.address !== options.address) {
		throw new ReplayRefusedError(
			`The key belongs to ${server.address} (${server.title}), not ${options.address}: nothing was sent`,
		);
	}

	const summary: ReplaySummary = { sent: 0, created: 0, updated: 0, duplicates: 0, failed: 0 };
	for (const request of requests) {
		const response = await sendWithRetry(
			() =>
				doFetch(`${api}/${request.path}`, {
					method: 'POST',
					headers: { ...auth, 'Content-Type': 'application/json' },
					body: JSON.stringify(request.body),
				}),
			settings,
		);
		const span = `lines ${request.lines[0]}-${request.lines.at(-1)} (${request.path})`;
		summary.sent += request.lines.length;
		if (response?.ok) {
			countAnswer(summary, request, await response.json());
			continue;
		}
		summary.failed += request.lines.length;
		const message = response ? await readMessage(response) : 'no answer';
		const line = response ? lineOfError(message, request.lines) : undefined;
		settings.log(
			`${span}: ${response?.status ?? 'failed'} ${message}${line ? ` (line ${line})` : ''}`,
		);
	}
	return summary;
}
