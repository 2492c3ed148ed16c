import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startSiteServer, type AstroHandler } from '@/hosting/site-server';
import { readStaticPolicy } from '@/hosting/static-policy';

/** A production server of this test alone, with what the process writes counted. */
interface OwnServer {
	baseURL: string;
	/** Lines written to stdout and stderr since the server started. */
	logLines(): string[];
	close(): Promise<void>;
}

const serverDir = fileURLToPath(new URL('../../../dist/server/', import.meta.url));
const clientDir = fileURLToPath(new URL('../../../dist/client/', import.meta.url));

// Counts what goes through a stream's write while passing it on.
function tap(stream: NodeJS.WriteStream, lines: string[]): () => void {
	const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
	stream.write = ((chunk: unknown, ...rest: unknown[]) => {
		lines.push(...String(chunk).split('\n').filter(Boolean));
		return write(chunk, ...rest);
	}) as typeof stream.write;
	return () => {
		stream.write = write as typeof stream.write;
	};
}

/**
 * Starts the built site (the same `startSiteServer` and Astro handler as `npm run serve`) in the
 * test's own process on a free port, so the test can read every line the server logs, which
 * the shared server's output does not show. For pages: nothing points its API at the e2e
 * database.
 */
export async function startOwnServer(): Promise<OwnServer> {
	const { handler } = (await import(`${serverDir}entry.mjs`)) as { handler: AstroHandler };
	const server: Server = await startSiteServer({
		port: 0,
		host: '127.0.0.1',
		clientDir,
		staticPolicy: readStaticPolicy(serverDir),
		astro: handler,
	});
	const lines: string[] = [];
	const untap = [tap(process.stdout, lines), tap(process.stderr, lines)];
	return {
		baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
		logLines: () => [...lines],
		close: () => {
			untap.forEach((restore) => restore());
			server.closeAllConnections();
			return new Promise((resolve) => server.close(() => resolve()));
		},
	};
}
