import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
	defaultConnectionLimits,
	type ConnectionLimits,
} from '../../src/hosting/connection-limits';
import { contentSecurityPolicy } from '../../src/hosting/security-headers';
import { startSiteServer, type AstroHandler } from '../../src/hosting/site-server';
import { openConnection, readUntilClosed, sendRaw } from '../fixtures/raw-http';

const HOST = '127.0.0.1';
/** Another client on the same machine: all of 127.0.0.0/8 is loopback. */
const OTHER_CLIENT = '127.0.0.2';

// Stands in for Astro's handler: reads the whole body, then says how much arrived.
const echoBody: AstroHandler = async (req, res) => {
	let size = 0;
	for await (const chunk of req) size += (chunk as Buffer).length;
	res.setHeader('Content-Type', 'application/json');
	res.end(JSON.stringify({ received: size }));
};

/** Limits short enough to see them act within a test. */
const SHORT: ConnectionLimits = {
	headersTimeoutMs: 200,
	requestTimeoutMs: 400,
	keepAliveTimeoutMs: 100,
	connectionsPerAddress: 200,
	maxConnections: 1_000,
};

let server: Server | undefined;
const sockets: Socket[] = [];

afterEach(async () => {
	vi.restoreAllMocks();
	sockets.splice(0).forEach((socket) => socket.destroy());
	const closing = server;
	server = undefined;
	if (!closing) return;
	closing.closeAllConnections();
	await new Promise<void>((resolve) => closing.close(() => resolve()));
});

async function start(limits?: ConnectionLimits): Promise<number> {
	server = await startSiteServer({
		port: 0,
		host: HOST,
		clientDir: mkdtempSync(join(tmpdir(), 'site-client-')),
		staticPolicy: { policy: contentSecurityPolicy(), https: false },
		astro: echoBody,
		limits,
	});
	return (server.address() as AddressInfo).port;
}

function connectionCount(): Promise<number> {
	return new Promise((resolve, reject) =>
		server!.getConnections((error, count) => (error ? reject(error) : resolve(count))),
	);
}

async function open(port: number, localAddress?: string): Promise<Socket> {
	const socket = await openConnection(port, { host: HOST, localAddress });
	sockets.push(socket);
	return socket;
}

const POST_HEAD =
	'POST /api/echo HTTP/1.1\r\nHost: site.test\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\n';

describe('slow clients', () => {
	it('answers a request sent in time', async () => {
		const port = await start(SHORT);
		const response = await sendRaw(port, 'POST /api/echo HTTP/1.1', { host: HOST, body: 'hello' });
		expect(JSON.parse(response.body)).toEqual({ received: 5 });
	});

	it('cuts a client whose headers do not arrive in time, with a 408', async () => {
		const port = await start(SHORT);
		const answer = await readUntilClosed(await open(port), 'GET / HTTP/1.1\r\nHost: site');
		expect(answer).toMatch(/^HTTP\/1\.1 408 /);
		expect(answer).toContain('Connection: close');
	});

	it('cuts a client whose body does not arrive in time, before the handler sees it', async () => {
		const port = await start(SHORT);
		const logged = vi.spyOn(console, 'error');
		const answer = await readUntilClosed(await open(port), `${POST_HEAD}only part of it`);
		expect(answer).toMatch(/^HTTP\/1\.1 408 /);
		expect(answer).not.toContain('received');
		// The handler's read of the body fails once the socket is gone; nothing is logged.
		await expect.poll(connectionCount).toBe(0);
		expect(logged).not.toHaveBeenCalled();
	});

	it('closes an idle kept-alive connection', async () => {
		const port = await start(SHORT);
		const answer = await readUntilClosed(
			await open(port),
			'GET /api/echo HTTP/1.1\r\nHost: site.test\r\n\r\n',
		);
		expect(answer).toMatch(/^HTTP\/1\.1 200 /);
		expect(answer).toContain('{"received":0}');
	});
});

describe('connections per client address', () => {
	it('refuses the 201st connection of one address while another address gets in', async () => {
		const port = await start(SHORT);
		const held = [];
		for (let i = 0; i < 200; i += 1) held.push(await open(port));
		const refused = await readUntilClosed(await open(port), 'GET /api/echo HTTP/1.1\r\n\r\n');
		expect(refused).toBe('');

		const other = await sendRaw(port, 'GET /api/echo HTTP/1.1', {
			host: HOST,
			localAddress: OTHER_CLIENT,
		});
		expect(other.status).toBe(200);

		// Once one of the 200 closes, the address may open another.
		held[0]!.destroy();
		const status = () =>
			sendRaw(port, 'GET /api/echo HTTP/1.1', { host: HOST }).then(
				(response) => response.status,
				() => 'refused',
			);
		await expect.poll(status).toBe(200);
	});

	it('caps the connections of all clients together', async () => {
		const port = await start({ ...SHORT, maxConnections: 3 });
		for (let i = 0; i < 3; i += 1) await open(port, i === 0 ? OTHER_CLIENT : undefined);
		const refused = await readUntilClosed(await open(port, '127.0.0.3'), 'GET / HTTP/1.1\r\n\r\n');
		expect(refused).toBe('');
	});

	it('has no cap per address behind a proxy, where every connection is the proxy', async () => {
		const port = await start({ ...SHORT, connectionsPerAddress: null, maxConnections: 10 });
		for (let i = 0; i < 5; i += 1) await open(port);
		const response = await sendRaw(port, 'GET /api/echo HTTP/1.1', { host: HOST });
		expect(response.status).toBe(200);
		expect(defaultConnectionLimits(true).connectionsPerAddress).toBeNull();
	});
});

describe('the limits of the open internet', () => {
	it('are what a server started without limits uses', async () => {
		await start();
		expect(server).toMatchObject({
			headersTimeout: 15_000,
			requestTimeout: 60_000,
			keepAliveTimeout: 5_000,
			maxConnections: 4_000,
		});
		expect(defaultConnectionLimits(false).connectionsPerAddress).toBe(200);
	});
});
