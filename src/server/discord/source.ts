import type { EventWire } from '../../contract/events';
import type { RoleUsersAnswerWire, StaffStatus, StaffUserWire } from '../../contract/staff';
import type { SiteDb } from '../db/kysely';

/** A member of a staff role as a source reads them (a Discord id is a string); the route adds the site's description. */
export type RoleMemberWire = Omit<StaffUserWire, 'id' | 'description'> & { id: string };

/** A Discord role with its members, as a source reads it. */
export type DiscordRole = Required<Pick<RoleUsersAnswerWire, 'id' | 'name'>> & {
	users: RoleMemberWire[];
};

// The port of the Discord area: what the routes ask of the demo, live and switched-off sources.
// Both implementations import it; nothing here imports them.

/**
 * Member count, scheduled events and staff role members of the community's Discord guild.
 * Methods never throw for an outage: they answer the last good data or an empty one. `null`
 * means the guild or role is not the community's (the route answers 404). The demo reads its
 * tables through the API's query layer, which the live one ignores.
 */
export interface DiscordSource {
	/** Members of the configured guild; null when it is not known (yet). */
	getMemberCount(db: SiteDb): Promise<number | null>;
	/** Events of a guild; null for a guild other than the configured one. */
	getEvents(db: SiteDb, guildId: string): Promise<EventWire[] | null>;
	/** A role of the guild with its members; null for an unknown role. */
	getRole(db: SiteDb, roleId: string): Promise<DiscordRole | null>;
	/** Lets go of open connections (the live gateway). */
	close(): Promise<void>;
}

/** Live presence of the guild's members, for the team page. */
export interface PresenceSource {
	/** The member's status: 'offline' when unknown, without the intent, or long disconnected. */
	statusOf(userId: string): StaffStatus;
	/**
	 * Resolves once the first presence snapshot has arrived or the gateway has given up. Only
	 * the first call waits (at most `firstSnapshotWaitMs`), so a page view right after start
	 * shows real presence, and an unreachable gateway never slows later ones.
	 */
	ready(): Promise<void>;
	/** Disconnects from the gateway. */
	close(): Promise<void>;
}
