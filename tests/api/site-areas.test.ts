import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../src/contract/http';
import type { RouteContext } from '../../src/server/area';
import { SITE_AREAS, SITE_MIGRATIONS } from '../../src/server/areas';
import { mergeMigrations, type Migration } from '../../src/server/db/migration';
import { createSiteMetrics } from '../../src/server/health/metrics';
import { createPartHealth } from '../../src/server/health/part-health';
import { createTestApp, VIA_LOCAL_PROXY } from '../fixtures/reference-api';

/**
 * The ids databases have recorded, in the order they were applied: a shipped id never changes
 * and a new one comes last.
 */
const SHIPPED_IDS = [
	'001_accounts',
	'002_game_servers',
	'003_community',
	'004_ttt',
	'005_ingest',
	'006_jailbreak',
	'007_account_tokens',
	'008_donations',
	'009_admin',
	'010_account_abuse',
	'011_link_flows_and_expired_donations',
	'015_ingest_keys_bound',
	'018_round_search',
	'019_round_days',
	'020_server_history',
	'022_ttt_round_players',
	'023_players',
	'024_steam_profiles',
	'025_player_name_owners',
	'026_moderation',
	'027_ingest_key_rotation',
	'028_request_windows',
	'029_discord_presence',
	'030_noscope_board',
	'031_noscope_sightings',
	'032_drop_unread_noscope_tables',
];

function migration(id: string): Migration {
	return { id, sql: `-- ${id}`, postgres: `-- ${id}` };
}

describe("the areas' migrations", () => {
	it('together are every shipped migration, in the order databases applied them', () => {
		const ids = SITE_MIGRATIONS.map(({ id }) => id);
		expect(ids.slice(0, SHIPPED_IDS.length)).toEqual(SHIPPED_IDS);
		expect(ids).toEqual([...ids].sort());
		const registered = SITE_AREAS.flatMap((area) => area.migrations ?? []);
		expect(registered).toHaveLength(SITE_MIGRATIONS.length);
		expect(new Set(registered)).toEqual(new Set(SITE_MIGRATIONS));
	});

	it('are ordered by number, whatever the order of the areas', () => {
		const merged = mergeMigrations([
			{ area: 'b', migrations: [migration('002_b'), migration('004_b')] },
			{ area: 'a', migrations: [migration('001_a'), migration('003_a')] },
		]);
		expect(merged.map(({ id }) => id)).toEqual(['001_a', '002_b', '003_a', '004_b']);
	});

	it('refuse two areas registering the same migration, or the same number', () => {
		expect(() =>
			mergeMigrations([
				{ area: 'auth', migrations: [migration('001_accounts')] },
				{ area: 'links', migrations: [migration('001_accounts')] },
			]),
		).toThrow('Migration 001_accounts is registered by auth and links');
		expect(() =>
			mergeMigrations([
				{ area: 'auth', migrations: [migration('030_sessions')] },
				{ area: 'links', migrations: [migration('030_link_codes')] },
			]),
		).toThrow('Migration 030_link_codes of links takes the number of 030_sessions of auth');
	});

	it("refuse an area's own list out of order, and an id that is not NNN_name", () => {
		expect(() =>
			mergeMigrations([
				{ area: 'rounds', migrations: [migration('018_round_search'), migration('004_ttt')] },
			]),
		).toThrow(
			'The migrations of rounds are not in ascending order: 004_ttt follows 018_round_search',
		);
		expect(() => mergeMigrations([{ area: 'rounds', migrations: [migration('rounds')] }])).toThrow(
			'Migration rounds of rounds is not named NNN_name',
		);
	});
});

/** A path of the route table with its parameters filled in (`/players/:steamId`). */
function samplePath(path: string): string {
	return path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) =>
		name === 'steamId' ? '76561198000000001' : name === 'year' ? '2026' : '1',
	);
}

describe("the areas' routes", () => {
	it('are mounted under /api at the path each area gives, and every one answers', async () => {
		const { app } = await createTestApp({ metricsToken: 'scrape-token' });
		const mounted = new Set(app.routes.map(({ method, path }) => `${method} ${path}`));
		const context: RouteContext = {
			metrics: createSiteMetrics(() => ({ open: 1, idle: 0, waiting: 0 }), createPartHealth()),
			migrations: SITE_MIGRATIONS,
			routes: () => [],
		};
		const checked: string[] = [];
		for (const area of SITE_AREAS) {
			for (const { path, create } of area.routes ?? []) {
				for (const route of create(context).routes) {
					if (route.method === 'ALL') continue;
					const full = `/api${path === '/' ? '' : path}${route.path === '/' ? '' : route.path}`;
					const key = `${route.method} ${full}`;
					expect(mounted, `${area.name} mounts ${key}`).toContain(key);
					if (checked.includes(key)) continue;
					checked.push(key);
					const response = await app.request(
						samplePath(full),
						{
							method: route.method,
							headers: { Authorization: 'Bearer scrape-token' },
						},
						VIA_LOCAL_PROXY,
					);
					// A route that is not mounted answers the router's 404 or 405.
					const body = response.headers.get('Content-Type')?.includes('json')
						? ((await response.json()) as { message?: string })
						: {};
					const unrouted =
						response.status === 405 ||
						(response.status === 404 && body.message === API_MESSAGES.notFound);
					expect(unrouted, `${area.name}: ${key} answered ${response.status}`).toBe(false);
				}
			}
		}
		expect(checked.length).toBeGreaterThan(70);
	});
});
