import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listOperatorTools } from '../../src/hosting/operator-tools';

describe('listOperatorTools', () => {
	it.each([
		[{ a: 'node scripts/tool.mjs game-server' }, ['game-server']],
		[{ a: 'node scripts/tool.mjs db-reset', b: 'node scripts/tool.mjs db-reset' }, ['db-reset']],
		[{ a: 'node scripts/tool.mjs user --verbose', b: 'tsx scripts/bench.ts' }, ['user']],
		[{ a: 'node scripts/serve.mjs', b: 'node scripts/tool.mjs ../escape' }, []],
		[{ b: 'node scripts/tool.mjs zeta', a: 'node scripts/tool.mjs alpha' }, ['alpha', 'zeta']],
	])('%j names %j', (scripts, names) => {
		expect(listOperatorTools(scripts)).toEqual(names);
	});

	it('finds every operator command of package.json, each with its script', () => {
		const { scripts } = JSON.parse(
			readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
		) as { scripts: Record<string, string> };
		const tools = listOperatorTools(scripts);
		expect(tools).toEqual(
			expect.arrayContaining([
				'account-root',
				'db-backup',
				'db-reset',
				'game-server',
				'ingest-key',
			]),
		);
		for (const name of tools) {
			expect(existsSync(new URL(`../../scripts/${name}.ts`, import.meta.url))).toBe(true);
		}
	});
});
