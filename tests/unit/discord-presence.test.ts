import { describe, expect, it } from 'vitest';
import { createPresenceTable } from '../../src/server/discord/presence';

const GUILD = '900000000000000001';
const OTHER_GUILD = '900000000000000002';

const snapshot = (presences: unknown[], extra: object = {}) => ({
	t: 'GUILD_CREATE',
	d: { id: GUILD, presences, ...extra },
});
const update = (id: string, status: string, guildId = GUILD) => ({
	t: 'PRESENCE_UPDATE',
	d: { guild_id: guildId, user: { id }, status },
});

describe('presence table', () => {
	it('reads everyone offline before the snapshot', () => {
		expect(createPresenceTable(GUILD).statusOf('1')).toBe('offline');
	});

	it('takes the statuses of the guild snapshot, with invisible and unknown ones as offline', () => {
		const table = createPresenceTable(GUILD);
		const isSnapshot = table.apply(
			snapshot([
				{ user: { id: '1' }, status: 'online' },
				{ user: { id: '2' }, status: 'dnd' },
				{ user: { id: '3' }, status: 'idle' },
				{ user: { id: '4' }, status: 'invisible' },
				{ user: { id: '5' }, status: 'streaming' },
				{ status: 'online' },
			]),
		);
		expect(isSnapshot).toBe(true);
		expect(['1', '2', '3', '4', '5', '6'].map(table.statusOf)).toEqual([
			'online',
			'dnd',
			'idle',
			'offline',
			'offline',
			'offline',
		]);
	});

	it('replaces earlier statuses with a new snapshot (a new session)', () => {
		const table = createPresenceTable(GUILD);
		table.apply(snapshot([{ user: { id: '1' }, status: 'online' }]));
		table.apply(snapshot([{ user: { id: '2' }, status: 'idle' }]));
		expect([table.statusOf('1'), table.statusOf('2')]).toEqual(['offline', 'idle']);
	});

	it("ignores another guild's snapshot and an unavailable guild", () => {
		const table = createPresenceTable(GUILD);
		table.apply(snapshot([{ user: { id: '1' }, status: 'online' }]));
		expect(table.apply({ t: 'GUILD_CREATE', d: { id: OTHER_GUILD, presences: [] } })).toBe(false);
		expect(table.apply(snapshot([], { unavailable: true }))).toBe(false);
		expect(table.statusOf('1')).toBe('online');
	});

	it('applies presence updates of its guild only', () => {
		const table = createPresenceTable(GUILD);
		expect(table.apply(update('1', 'online'))).toBe(false);
		table.apply(update('2', 'dnd', OTHER_GUILD));
		expect([table.statusOf('1'), table.statusOf('2')]).toEqual(['online', 'offline']);
		table.apply(update('1', 'offline'));
		expect(table.statusOf('1')).toBe('offline');
	});

	it('forgets everyone when the guild goes away, and ignores malformed payloads', () => {
		const table = createPresenceTable(GUILD);
		table.apply(update('1', 'online'));
		table.apply({ t: 'PRESENCE_UPDATE', d: null });
		table.apply({ t: 'GUILD_CREATE', d: 'nonsense' });
		table.apply({ t: 'GUILD_DELETE', d: { id: OTHER_GUILD } });
		expect(table.statusOf('1')).toBe('online');
		table.apply({ t: 'GUILD_DELETE', d: { id: GUILD, unavailable: true } });
		expect(table.statusOf('1')).toBe('offline');
	});
});
