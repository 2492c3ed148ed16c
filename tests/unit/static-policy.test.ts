import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceHash } from '../../src/hosting/security-headers';
import {
	routeStyleHashes,
	STATIC_POLICY_FILE,
	writeStaticPolicy,
} from '../../src/hosting/static-policy';

const styleSources = (policy: string) => /style-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];

describe('routeStyleHashes', () => {
	it('hashes the inline CSS of every route once, and nothing else', () => {
		const hashes = routeStyleHashes([
			{ styles: [{ type: 'inline', content: '.round{color:red}' }] },
			{
				styles: [
					{ type: 'inline', content: '.round{color:red}' },
					{ type: 'external', src: '/_astro/player.css' },
					{ type: 'inline', content: ' ' },
				],
			},
			{ styles: [{ type: 'inline', content: '.player{margin:0}' }] },
			{ styles: [] },
		]);
		expect(hashes).toEqual(
			[sourceHash('.round{color:red}'), sourceHash('.player{margin:0}')].sort(),
		);
	});
});

describe('writeStaticPolicy', () => {
	const dirs: string[] = [];

	afterEach(async () => {
		for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
	});

	it('allows the styles of prerendered pages and of pages rendered on demand', async () => {
		const client = await mkdtemp(join(tmpdir(), 'policy-client-'));
		const server = await mkdtemp(join(tmpdir(), 'policy-server-'));
		dirs.push(client, server);
		await writeFile(
			join(client, 'index.html'),
			'<html><head><style>.home{}</style><script>var a=1</script></head></html>',
		);
		const onDemand = routeStyleHashes([{ styles: [{ type: 'inline', content: '.round{}' }] }]);

		const { policy } = await writeStaticPolicy(client, server, {
			apiOrigin: null,
			https: false,
			routeStyles: onDemand,
		});

		expect(styleSources(policy)).toEqual(
			expect.arrayContaining([sourceHash('.home{}'), sourceHash('.round{}')]),
		);
		expect(/script-src ([^;]*)/.exec(policy)?.[1]).toContain(sourceHash('var a=1'));
		const written = JSON.parse(await readFile(join(server, STATIC_POLICY_FILE), 'utf8'));
		expect(written).toEqual({ policy, https: false });
	});
});
