import { statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { openSqliteFile } from '../../src/server/db/engine';
import { startWalCheckpointer } from '../../src/server/db/wal-checkpointer';
import { parseServerSettings, readSiteProfile } from '../../src/server/settings';
import { openSite } from '../../src/server/site-runtime';
import { tempFolder } from '../fixtures/temp-folder';

function tempPath(): string {
	return join(tempFolder('site-checkpoints'), 'site.db');
}

/** A SQLite file as the site opens it, with a table of 4 KB rows. */
function openFile(path = tempPath()) {
	const site = openSqliteFile(path);
	onTestFinished(() => site.close());
	site.file.exec('CREATE TABLE pages (body BLOB NOT NULL)');
	const insert = site.file.prepare('INSERT INTO pages (body) VALUES (?)');
	/** Commits `count` rows of 4 KB in one transaction: more than a page each. */
	const commit = (count: number) =>
		site.file.transaction(() => {
			for (let row = 0; row < count; row++) insert.run(Buffer.alloc(4096, row % 251));
		})();
	return { site, path, commit, fileSize: () => statSync(path).size };
}

const autocheckpoint = (file: { pragma: (text: string, options: object) => unknown }) =>
	file.pragma('wal_autocheckpoint', { simple: true });

describe('SQLite checkpoints off the server thread', () => {
	it('leaves a commit past 1,000 pages to the worker, which copies it into the file soon after', async () => {
		const { site, commit, fileSize } = openFile();
		// Without the worker, SQLite copies the pages into the file in the commit itself.
		commit(1500);
		const checkpointedInCommit = fileSize();
		expect(checkpointedInCommit).toBeGreaterThan(1500 * 4096);

		const stop = await startWalCheckpointer(site.file, { everyMs: 20 });
		onTestFinished(stop);
		expect(autocheckpoint(site.file)).toBe(0);
		commit(1500);
		// The commit returned without copying; the worker copies within a few of its turns.
		expect(fileSize()).toBe(checkpointedInCommit);
		await expect
			.poll(fileSize, { timeout: 10_000 })
			.toBeGreaterThan(checkpointedInCommit + 1400 * 4096);
		expect(site.file.prepare('SELECT COUNT(*) AS n FROM pages').get()).toEqual({ n: 3000 });

		await stop();
		expect(autocheckpoint(site.file)).toBe(1000);
	});

	it('checkpoints in the commit again when the worker cannot open the file', async () => {
		const { site, path } = openFile();
		unlinkSync(path);
		await expect(startWalCheckpointer(site.file)).rejects.toThrow();
		expect(autocheckpoint(site.file)).toBe(1000);
	});

	it('is how the site serves a SQLite file, and stops with it', async () => {
		const path = tempPath();
		// Production seeds no accounts, so opening takes no password hashing.
		const settings = parseServerSettings({
			DATABASE_PATH: path,
			SITE_MODE: 'production',
			SITE_URL: 'https://community.example',
		});
		const site = await openSite(settings, readSiteProfile(settings));
		const { database } = site;
		if (database.engine !== 'sqlite') throw new Error('Expected the SQLite engine');
		expect(autocheckpoint(database.file)).toBe(0);
		await site.close();
		expect(database.file.open).toBe(false);
	});
});
