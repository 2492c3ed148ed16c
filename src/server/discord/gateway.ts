import type { REST } from '@discordjs/rest';
import { WebSocketManager, WebSocketShardEvents, type SessionInfo } from '@discordjs/ws';
import { createPresenceTable } from './presence';
import { createDiscordRest, type DiscordRestOptions } from './rest';
import { redactError } from '../http/redact';
import type { StaffStatus } from '../../contract/staff';
import type { PresenceSource } from './source';

/** Options of the gateway presence source. */
export interface GatewayPresenceOptions extends DiscordRestOptions {
	guildId: string;
	/** The REST client that asks for the gateway address; made from the options above without one. */
	rest?: REST;
	/** How long the first page view waits for the first snapshot. */
	firstSnapshotWaitMs?: number;
	/** After this long without a connection, every member reads offline again. */
	staleMs?: number;
	/** How long to wait before asking for the gateway address again after it failed. */
	retryMs?: number;
	now?: () => number;
}

/** The gateway's presence, which can also be written out for the other server processes. */
interface GatewayPresence extends PresenceSource {
	/** Every member not offline now, with their status; none once the gateway is stale or refused. */
	snapshot(): [string, StaffStatus][];
}

/** GUILDS (1 << 0) for the guild snapshot, GUILD_PRESENCES (1 << 8) for the presences in it. */
const INTENTS = (1 << 0) | (1 << 8);

/** Close codes after which reconnecting cannot help, with what the operator should know. */
const GIVE_UP_CODES: Readonly<Record<number, string>> = {
	4004: 'Discord refused the bot token',
	4010: 'Discord refused the shard',
	4011: 'the guild needs sharding',
	4012: 'Discord refused the API version',
	4013: 'Discord refused the intents',
	4014: 'the bot lacks the Presence intent (enable it in the Discord developer portal)',
};

const FIRST_SNAPSHOT_WAIT_MS = 2000;
const STALE_MS = 120_000;
const RETRY_MS = 60_000;

/**
 * Keeps the presence of the guild's members from Discord's gateway (`@discordjs/ws`, which
 * heartbeats, resumes and reconnects). It asks for the GUILD_PRESENCES intent; when the bot
 * does not have it, Discord closes the connection with 4014 and every member reads offline.
 * A lost connection keeps the last statuses for `staleMs` (a resume replays what was missed),
 * then answers offline until the gateway is back.
 */
export function createGatewayPresence({
	guildId,
	rest: sharedRest,
	firstSnapshotWaitMs = FIRST_SNAPSHOT_WAIT_MS,
	staleMs = STALE_MS,
	retryMs = RETRY_MS,
	now = Date.now,
	...options
}: GatewayPresenceOptions): GatewayPresence {
	const table = createPresenceTable(guildId);
	const rest = sharedRest ?? createDiscordRest(options);

	// The library's default session store is shared by the whole process; each source keeps its own.
	const sessions = new Map<number, SessionInfo>();
	const manager = new WebSocketManager({
		token: options.botToken,
		intents: INTENTS,
		rest,
		retrieveSessionInfo: (shardId) => sessions.get(shardId) ?? null,
		updateSessionInfo: (shardId, info) => {
			if (info) sessions.set(shardId, info);
			else sessions.delete(shardId);
		},
	});

	let closed = false;
	let gaveUp = false;
	/** When the connection was lost (undefined while connected). */
	let lostAt: number | undefined = now();
	let outageLogged = false;
	let retryTimer: NodeJS.Timeout | undefined;

	let settleFirstSnapshot!: () => void;
	const firstSnapshot = new Promise<void>((resolve) => (settleFirstSnapshot = resolve));
	let firstWait: Promise<void> | undefined;

	const connected = () => {
		lostAt = undefined;
		outageLogged = false;
	};

	const giveUp = (code: number) => {
		if (gaveUp) return;
		gaveUp = true;
		table.clear();
		settleFirstSnapshot();
		// The shard does not reconnect after these codes by itself.
		console.warn(`Discord presence is off, staff read Offline: ${GIVE_UP_CODES[code]}.`);
	};

	manager.on(WebSocketShardEvents.Dispatch, (payload) => {
		if (table.apply(payload)) settleFirstSnapshot();
	});
	manager.on(WebSocketShardEvents.Ready, connected);
	manager.on(WebSocketShardEvents.Resumed, connected);
	manager.on(WebSocketShardEvents.Closed, (code) => {
		lostAt ??= now();
		if (code in GIVE_UP_CODES) giveUp(code);
	});
	// The library reconnects by itself; one line per outage is enough for the operator.
	manager.on(WebSocketShardEvents.SocketError, (error) => {
		if (outageLogged || closed) return;
		outageLogged = true;
		console.error('Discord gateway connection failed, reconnecting:', redactError(error));
	});
	manager.on(WebSocketShardEvents.Error, (error) => {
		if (!gaveUp && !closed) console.error('Discord gateway error:', redactError(error));
	});

	const connect = () => {
		retryTimer = undefined;
		manager.connect().catch((error: unknown) => {
			if (gaveUp || closed) return;
			console.error('Discord gateway could not be reached:', redactError(error));
			// Asking for the gateway address failed before any socket existed: try again later.
			retryTimer = setTimeout(connect, retryMs);
			retryTimer.unref();
		});
	};
	connect();

	const stale = () => gaveUp || (lostAt !== undefined && now() - lostAt > staleMs);

	return {
		statusOf(userId) {
			return stale() ? 'offline' : table.statusOf(userId);
		},
		snapshot() {
			return stale() ? [] : table.entries();
		},
		ready() {
			firstWait ??= new Promise<void>((resolve) => {
				const timer = setTimeout(resolve, firstSnapshotWaitMs);
				void firstSnapshot.then(() => {
					clearTimeout(timer);
					resolve();
				});
			});
			return firstWait;
		},
		async close() {
			closed = true;
			clearTimeout(retryTimer);
			settleFirstSnapshot();
			await manager.destroy();
		},
	};
}
