import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript } from '../fixtures/run-script';
import { createScriptDatabase, SCRIPTS_TIMEOUT_MS } from '../fixtures/script-database';

const folder = mkdtempSync(join(tmpdir(), 'site-ingest-key-'));
let production: Record<string, string>;
let drop: () => Promise<void>;
beforeAll(async () => {
	const database = await createScriptDatabase(folder, 'site');
	production = { SITE_URL: 'https://nova.example', ...database.settings };
	drop = database.drop;
});
afterAll(async () => {
	await drop();
	rmSync(folder, { recursive: true, force: true });
});
const ingestKey = (...args: string[]) => runScript('ingest-key', args, production);

describe('npm run ingest:key on a production database', () => {
	it(
		'issues, lists and revokes the key of a server of the list, by its address',
		async () => {
			const added = await runScript(
				'game-server',
				['add', '--title', 'EU Jailbreak #1', '--address', '203.0.113.11:27015'].concat([
					'--region',
					'eu',
					'--mode',
					'jailbreak',
					'--max-players',
					'48',
				]),
				production,
			);
			expect(added.code, added.stderr).toBe(0);

			const created = await ingestKey('create', '203.0.113.11:27015');
			expect(created.code, created.stderr).toBe(0);
			const lastLine = created.stdout.trimEnd().split('\n').at(-1);
			expect(lastLine).toMatch(/^ingest_[A-Za-z0-9_-]{43}$/);

			const twice = await ingestKey('create', '203.0.113.11:27015');
			expect(twice.code).toBe(1);
			expect(twice.stderr).toContain('203.0.113.11:27015 already has a live key; revoke it first');

			const listed = await ingestKey('list');
			expect(listed.stdout).toMatch(
				/203\.0\.113\.11:27015 +eu jailbreak +EU Jailbreak #1 .* live\n/,
			);
			expect(listed.stdout).not.toContain(lastLine);

			const revoked = await ingestKey('revoke', '203.0.113.11:27015');
			expect(revoked.code, revoked.stderr).toBe(0);
			expect((await ingestKey('list')).stdout).toMatch(/EU Jailbreak #1 .* revoked \d{4}-/);
			expect((await ingestKey('revoke', '203.0.113.11:27015')).code).toBe(1);
		},
		SCRIPTS_TIMEOUT_MS,
	);

	it(
		'answers an address not on the list, a malformed one or a missing one with exit code 2',
		async () => {
			const unknown = await ingestKey('create', '192.0.2.50:27015');
			expect(unknown.code).toBe(2);
			expect(unknown.stderr).toContain('No game server at 192.0.2.50:27015 is on the list');
			expect(unknown.stdout).toBe('');
			const malformed = await ingestKey('create', 'eu-ttt-1');
			expect(malformed.code).toBe(2);
			expect(malformed.stderr).toContain("'eu-ttt-1' is not an address: use ip:port");
			const missing = await ingestKey('create');
			expect(missing.code).toBe(2);
			expect(missing.stderr).toContain('Usage: npm run ingest:key');
			const revokeUnknown = await ingestKey('revoke', '192.0.2.50:27015');
			expect(revokeUnknown.code).toBe(1);
			expect(revokeUnknown.stderr).toContain('192.0.2.50:27015 has no live key');
		},
		SCRIPTS_TIMEOUT_MS,
	);
});
