/**
 * The Discord community behind `GET /guildUsers`, `/guild-events/{guildId}` and
 * `/role-users/{roleId}`. The `discord_*` tables stand in for Discord in demo mode (no bot
 * token); `staff_descriptions` is the site's own and is read in both modes.
 */
export const sql = `
CREATE TABLE discord_guilds (
	id TEXT PRIMARY KEY,
	name TEXT NOT NULL,
	member_count INTEGER NOT NULL CHECK (member_count >= 0)
);

CREATE TABLE discord_events (
	id TEXT PRIMARY KEY,
	guild_id TEXT NOT NULL REFERENCES discord_guilds (id) ON DELETE CASCADE,
	name TEXT NOT NULL,
	-- Discord's codes: 1 Scheduled, 2 Active, 3 Completed, 4 Canceled; others are shown Unknown.
	status INTEGER NOT NULL,
	-- ISO 8601; for a recurring event the first occurrence, rolled forward when read.
	scheduled_start_time TEXT NOT NULL,
	recurrence_frequency TEXT CHECK (recurrence_frequency IN ('daily', 'weekly', 'monthly')),
	recurrence_interval INTEGER NOT NULL DEFAULT 1 CHECK (recurrence_interval > 0),
	description TEXT
);

CREATE INDEX discord_events_guild ON discord_events (guild_id, scheduled_start_time);

CREATE TABLE discord_roles (
	id TEXT PRIMARY KEY,
	guild_id TEXT NOT NULL REFERENCES discord_guilds (id) ON DELETE CASCADE,
	name TEXT NOT NULL
);

CREATE TABLE discord_users (
	id TEXT PRIMARY KEY,
	username TEXT NOT NULL,
	avatar_url TEXT,
	status TEXT NOT NULL CHECK (status IN ('online', 'dnd', 'idle', 'offline'))
);

CREATE TABLE discord_role_members (
	role_id TEXT NOT NULL REFERENCES discord_roles (id) ON DELETE CASCADE,
	user_id TEXT NOT NULL REFERENCES discord_users (id) ON DELETE CASCADE,
	PRIMARY KEY (role_id, user_id)
) WITHOUT ROWID;

-- Descriptions the team writes about themselves, keyed by Discord user id (Discord has none).
CREATE TABLE staff_descriptions (
	discord_user_id TEXT PRIMARY KEY,
	description TEXT NOT NULL
);
`;

/** The same schema change on PostgreSQL. */
export const postgres = `
CREATE TABLE discord_guilds (
	id TEXT COLLATE "C" PRIMARY KEY,
	name TEXT COLLATE "C" NOT NULL,
	member_count INTEGER NOT NULL CHECK (member_count >= 0)
);

CREATE TABLE discord_events (
	id TEXT COLLATE "C" PRIMARY KEY,
	guild_id TEXT COLLATE "C" NOT NULL REFERENCES discord_guilds (id) ON DELETE CASCADE,
	name TEXT COLLATE "C" NOT NULL,
	status INTEGER NOT NULL,
	scheduled_start_time TEXT COLLATE "C" NOT NULL,
	recurrence_frequency TEXT COLLATE "C" CHECK (recurrence_frequency IN ('daily', 'weekly', 'monthly')),
	recurrence_interval INTEGER NOT NULL DEFAULT 1 CHECK (recurrence_interval > 0),
	description TEXT COLLATE "C"
);

CREATE INDEX discord_events_guild ON discord_events (guild_id, scheduled_start_time);

CREATE TABLE discord_roles (
	id TEXT COLLATE "C" PRIMARY KEY,
	guild_id TEXT COLLATE "C" NOT NULL REFERENCES discord_guilds (id) ON DELETE CASCADE,
	name TEXT COLLATE "C" NOT NULL
);

CREATE TABLE discord_users (
	id TEXT COLLATE "C" PRIMARY KEY,
	username TEXT COLLATE "C" NOT NULL,
	avatar_url TEXT COLLATE "C",
	status TEXT COLLATE "C" NOT NULL CHECK (status IN ('online', 'dnd', 'idle', 'offline'))
);

CREATE TABLE discord_role_members (
	role_id TEXT COLLATE "C" NOT NULL REFERENCES discord_roles (id) ON DELETE CASCADE,
	user_id TEXT COLLATE "C" NOT NULL REFERENCES discord_users (id) ON DELETE CASCADE,
	PRIMARY KEY (role_id, user_id)
);

CREATE TABLE staff_descriptions (
	discord_user_id TEXT COLLATE "C" PRIMARY KEY,
	description TEXT COLLATE "C" NOT NULL
);
`;
