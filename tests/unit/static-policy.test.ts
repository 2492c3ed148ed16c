import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceHash } from '../../src/hosting/security-headers';
import {
	policyTable,
	routeStyleHashes,
	STATIC_POLICY_FILE,
	writeStaticPolicy,
	type RouteStylesheet,
} from '../../src/hosting/static-policy';

const styleSources = (policy: string) => /style-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];

const scriptSources = (policy: string) => /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];

const onDemand = (route: string, styles: RouteStylesheet[], prerender = false) => ({
	routeData: { route, prerender },
	styles,
});

describe('routeStyleHashes', () => {
	it('hashes the inline CSS of each route rendered on demand, by route, and nothing else', () => {
		const hashes = routeStyleHashes([
			onDemand('/ttt/rounds/[id]', [{ type: 'inline', content: '.round{color:red}' }]),
			onDemand('/servers', [
				{ type: 'inline', content: '.round{color:red}' },
				{ type: 'external', src: '/_astro/player.css' },
				{ type: 'inline', content: ' ' },
				{ type: 'inline', content: '.server{margin:0}' },
			]),
			onDemand('/rules/ttt', [{ type: 'inline', content: '.rules{}' }], true),
			onDemand('/staff', []),
		]);
		expect(hashes).toEqual({
			'/ttt/rounds/[id]': [sourceHash('.round{color:red}')],
			'/servers': [sourceHash('.round{color:red}'), sourceHash('.server{margin:0}')].sort(),
			'/staff': [],
		});
	});
});

describe('writeStaticPolicy', () => {
	const dirs: string[] = [];

	afterEach(async () => {
		for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
	});

	async function buildFolders() {
		const client = await mkdtemp(join(tmpdir(), 'policy-client-'));
		const server = await mkdtemp(join(tmpdir(), 'policy-server-'));
		dirs.push(client, server);
		await writeFile(
			join(client, 'index.html'),
			'<html><head><style>.home{}</style><script>var a=1</script></head></html>',
		);
		await mkdir(join(client, 'support'));
		await writeFile(
			join(client, 'support', 'index.html'),
			'<html><head><style>.support{}</style><script>var b=2</script></head></html>',
		);
		return { client, server };
	}

	it('gives each page a policy with only its own inline scripts and styles', async () => {
		const { client, server } = await buildFolders();
		const { documents = {} } = await writeStaticPolicy(client, server, {
			apiOrigin: null,
			https: false,
		});

		const home = documents['index.html']!;
		const support = documents['support/index.html']!;
		expect(scriptSources(home)).toContain(sourceHash('var a=1'));
		expect(styleSources(home)).toContain(sourceHash('.home{}'));
		expect(scriptSources(home)).not.toContain(sourceHash('var b=2'));
		expect(styleSources(home)).not.toContain(sourceHash('.support{}'));
		expect(scriptSources(support)).toContain(sourceHash('var b=2'));
		expect(styleSources(support)).toEqual(expect.arrayContaining([sourceHash('.support{}')]));
		expect(styleSources(support)).not.toContain(sourceHash('.home{}'));
	});

	it("gives a route rendered on demand the build's scripts and its own styles", async () => {
		const { client, server } = await buildFolders();
		const { routes = {}, policy } = await writeStaticPolicy(client, server, {
			apiOrigin: null,
			https: false,
			routeStyles: { '/servers': [sourceHash('.servers{}')], '/staff': [sourceHash('.staff{}')] },
		});

		const servers = routes['/servers']!;
		expect(scriptSources(servers)).toEqual(
			expect.arrayContaining([sourceHash('var a=1'), sourceHash('var b=2')]),
		);
		expect(styleSources(servers)).toContain(sourceHash('.servers{}'));
		expect(styleSources(servers)).not.toContain(sourceHash('.staff{}'));
		expect(styleSources(servers)).not.toContain(sourceHash('.home{}'));
		// Answers without a policy of their own get everything the build made.
		expect(styleSources(policy)).toEqual(
			expect.arrayContaining([
				sourceHash('.home{}'),
				sourceHash('.support{}'),
				sourceHash('.servers{}'),
				sourceHash('.staff{}'),
			]),
		);
		const written = JSON.parse(await readFile(join(server, STATIC_POLICY_FILE), 'utf8'));
		expect(written).toEqual({ policy, documents: expect.any(Object), routes, https: false });
	});
});

describe('policyTable', () => {
	it('answers only for the names the build wrote', () => {
		const lookup = policyTable({ '/servers': "default-src 'self'" });
		expect(lookup('/servers')).toBe("default-src 'self'");
		expect(lookup('/staff')).toBeUndefined();
		expect(lookup('constructor')).toBeUndefined();
		expect(policyTable(undefined)('/servers')).toBeUndefined();
	});
});
