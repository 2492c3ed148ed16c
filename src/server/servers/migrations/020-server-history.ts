/**
 * Player counts of the game servers over time: one sample a minute for the last 48 hours, and
 * each hour's peak for 30 days (the sampler keeps both; the housekeeping purges older rows).
 * Times are whole minutes and hours since the Unix epoch, so a restart within a minute finds
 * its sample already taken.
 */
export const sql = `
CREATE TABLE server_samples (
	server_id INTEGER NOT NULL REFERENCES game_servers (id) ON DELETE CASCADE,
	minute INTEGER NOT NULL,
	players INTEGER NOT NULL CHECK (players >= 0),
	online INTEGER NOT NULL CHECK (online IN (0, 1)),
	PRIMARY KEY (server_id, minute)
) WITHOUT ROWID;

CREATE INDEX server_samples_minute ON server_samples (minute);

CREATE TABLE server_hourly_peaks (
	server_id INTEGER NOT NULL REFERENCES game_servers (id) ON DELETE CASCADE,
	hour INTEGER NOT NULL,
	peak_players INTEGER NOT NULL CHECK (peak_players >= 0),
	PRIMARY KEY (server_id, hour)
) WITHOUT ROWID;

CREATE INDEX server_hourly_peaks_hour ON server_hourly_peaks (hour);
`;

/** The same schema change on PostgreSQL. */
export const postgres = `
CREATE TABLE server_samples (
	server_id BIGINT NOT NULL REFERENCES game_servers (id) ON DELETE CASCADE,
	minute INTEGER NOT NULL,
	players INTEGER NOT NULL CHECK (players >= 0),
	online SMALLINT NOT NULL CHECK (online IN (0, 1)),
	PRIMARY KEY (server_id, minute)
);

CREATE INDEX server_samples_minute ON server_samples (minute);

CREATE TABLE server_hourly_peaks (
	server_id BIGINT NOT NULL REFERENCES game_servers (id) ON DELETE CASCADE,
	hour INTEGER NOT NULL,
	peak_players INTEGER NOT NULL CHECK (peak_players >= 0),
	PRIMARY KEY (server_id, hour)
);

CREATE INDEX server_hourly_peaks_hour ON server_hourly_peaks (hour);
`;
