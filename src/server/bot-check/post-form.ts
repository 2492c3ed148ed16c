import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/** What a server answered to a form post. */
interface FormReply {
	status: number;
	body: string;
}

/**
 * Connections to one host open at once; further posts wait their turn, in order, within their
 * timeout. Kept and reused, so a call per login does not cost a TLS handshake each. Few, because
 * every login runs a bot check, a flood's included: with 64 in flight, a login flood that fails
 * the check kept the server's one thread busy with the replies of dozens of logins at a time, and
 * pages waited behind them (`GET /` at a median of 240 ms during `npm run bench --
 * flood-distributed`, 37 ms with 4). Four calls at Cloudflare's usual round trip still make about
 * a hundred checks a second, far more than a community's logins.
 */
export const CONNECTIONS_PER_HOST = 4;
const CONNECTIONS = { keepAlive: true, maxSockets: CONNECTIONS_PER_HOST };
const agents = { 'http:': new HttpAgent(CONNECTIONS), 'https:': new HttpsAgent(CONNECTIONS) };
/** A longer answer is cut off: no provider's verdict needs more, and memory stays bounded. */
const MAX_REPLY_BYTES = 64 * 1024;

function readReply(res: IncomingMessage, fail: (error: Error) => void): Promise<FormReply> {
	return new Promise((resolve) => {
		let body = '';
		res.setEncoding('utf8');
		res.on('data', (chunk: string) => {
			body += chunk;
			if (body.length > MAX_REPLY_BYTES) fail(new Error('The reply is too long'));
		});
		res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
		res.on('error', fail);
	});
}

/**
 * Posts a URL-encoded form over http or https and reads the reply as text, failing after
 * `timeoutMs`. Plain `node:http` rather than fetch: a bot check runs on every login, including
 * every request of a flood, and fetch costs several times the CPU per call.
 */
export function postForm(
	url: string,
	form: URLSearchParams,
	timeoutMs: number,
): Promise<FormReply> {
	const target = new URL(url);
	const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
	const agent = target.protocol === 'https:' ? agents['https:'] : agents['http:'];
	const body = form.toString();
	return new Promise<FormReply>((resolve, reject) => {
		const request = send(target, {
			method: 'POST',
			agent,
			headers: {
				'Content-Type': 'application/x-www-form-urlencoded',
				'Content-Length': Buffer.byteLength(body),
			},
		});
		const fail = (error: Error) => {
			clearTimeout(timer);
			request.destroy(error);
			reject(error);
		};
		const timer = setTimeout(() => fail(new Error(`No answer within ${timeoutMs} ms`)), timeoutMs);
		request.on('response', (res) => {
			void readReply(res, fail).then((reply) => {
				clearTimeout(timer);
				resolve(reply);
			});
		});
		request.on('error', fail);
		request.end(body);
	});
}
