import { z } from 'zod';
import type { StaffStatus } from '../../contract/staff';

/** A gateway dispatch as far as presence needs it: the event name and its data. */
interface GatewayDispatch {
	t: string;
	d: unknown;
}

const PresenceSchema = z.object({
	user: z.object({ id: z.string() }),
	status: z.string(),
});

const GuildCreateSchema = z.object({
	id: z.string(),
	unavailable: z.boolean().optional(),
	presences: z.array(z.unknown()).optional(),
});

const GuildDeleteSchema = z.object({ id: z.string() });

const PresenceUpdateSchema = PresenceSchema.extend({ guild_id: z.string() });

/** Discord's statuses the team page shows; 'invisible' and anything unknown read as offline. */
function toStaffStatus(status: string): StaffStatus {
	return status === 'online' || status === 'idle' || status === 'dnd' ? status : 'offline';
}

/** What the presence table knows of one guild, fed by gateway dispatches. */
interface PresenceTable {
	/**
	 * Applies one dispatch; answers true when it was the guild's full snapshot (GUILD_CREATE),
	 * after which every member not listed is offline.
	 */
	apply(dispatch: GatewayDispatch): boolean;
	/** The member's status; 'offline' for anyone the gateway has not reported online. */
	statusOf(userId: string): StaffStatus;
	/** Forgets every status (the gateway is gone for good). */
	clear(): void;
	/** Every member not offline, with their status. */
	entries(): [string, StaffStatus][];
}

/**
 * Keeps the presence of one guild's members from gateway dispatches: the snapshot GUILD_CREATE
 * carries (online members only), then PRESENCE_UPDATE changes. Other guilds and malformed
 * payloads are ignored; a guild outage or the bot leaving (GUILD_DELETE) forgets everyone.
 */
export function createPresenceTable(guildId: string): PresenceTable {
	const statuses = new Map<string, StaffStatus>();

	const set = (userId: string, status: string) => {
		const staffStatus = toStaffStatus(status);
		if (staffStatus === 'offline') statuses.delete(userId);
		else statuses.set(userId, staffStatus);
	};

	return {
		apply({ t, d }) {
			if (t === 'GUILD_CREATE') {
				const guild = GuildCreateSchema.safeParse(d);
				if (!guild.success || guild.data.id !== guildId || guild.data.unavailable) return false;
				statuses.clear();
				for (const entry of guild.data.presences ?? []) {
					const presence = PresenceSchema.safeParse(entry);
					if (presence.success) set(presence.data.user.id, presence.data.status);
				}
				return true;
			}
			if (t === 'PRESENCE_UPDATE') {
				const update = PresenceUpdateSchema.safeParse(d);
				if (update.success && update.data.guild_id === guildId) {
					set(update.data.user.id, update.data.status);
				}
				return false;
			}
			if (t === 'GUILD_DELETE') {
				const guild = GuildDeleteSchema.safeParse(d);
				if (guild.success && guild.data.id === guildId) statuses.clear();
			}
			return false;
		},
		statusOf: (userId) => statuses.get(userId) ?? 'offline',
		clear: () => statuses.clear(),
		entries: () => [...statuses],
	};
}
