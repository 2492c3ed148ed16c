/** The community's game servers behind `GET /servers`; live counts come from the status adapter. */
export const sql = `
CREATE TABLE game_servers (
	id INTEGER PRIMARY KEY,
	title TEXT NOT NULL,
	region TEXT NOT NULL CHECK (region IN ('eu', 'na')),
	mode TEXT NOT NULL CHECK (mode IN ('ttt', 'jailbreak')),
	host TEXT NOT NULL,
	port INTEGER NOT NULL CHECK (port BETWEEN 1 AND 65535),
	-- NULL when the server answers status queries on its game port, as most do.
	query_port INTEGER CHECK (query_port BETWEEN 1 AND 65535),
	max_players INTEGER NOT NULL CHECK (max_players > 0),
	img TEXT NOT NULL DEFAULT '',
	sort_order INTEGER NOT NULL DEFAULT 0,
	UNIQUE (host, port)
);

CREATE INDEX game_servers_sort_order ON game_servers (sort_order, id);
`;
