import { PUBLIC_API_URL } from 'astro:env/client';
import { z } from 'zod/mini';
import { DEFAULT_API_BASE } from '../config/constants';
import { ErrorBodySchema } from '../contract/http';
import { readToken } from './auth-token';

/** A failed API call: HTTP status (0 for a network failure), the server's message and body. */
export class ApiError extends Error {
	readonly status: number;
	readonly body: unknown;

	constructor(status: number, message: string, body: unknown = null) {
		super(message);
		this.name = 'ApiError';
		this.status = status;
		this.body = body;
	}
}

/** Message of the ApiError for a 2xx answer that is not what the contract describes. */
export const UNEXPECTED_ANSWER = 'Unexpected answer from the server';

/** Any zod schema (mini or classic) describing an answer. */
type AnswerSchema = z.core.$ZodType;

/** Query values; undefined ones are left out. */
export type Query = Record<string, string | number | boolean | undefined>;

interface ApiRequestOptions {
	method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
	/** Sent as JSON. */
	body?: unknown;
	query?: Query;
	/** Adds `Authorization: Bearer <token>` from the stored token. */
	auth?: boolean;
	/** Includes cookies (`credentials: 'include'`), as the auth calls do. */
	credentials?: boolean;
	signal?: AbortSignal;
	/** Lets the call finish while the page navigates away. */
	keepalive?: boolean;
}

/** Absolute or root-relative URL of an API path, for fetch and for browser redirects. */
export function apiUrl(path: string, query: Query = {}, base = PUBLIC_API_URL || DEFAULT_API_BASE) {
	const params = new URLSearchParams();
	for (const [key, value] of Object.entries(query)) {
		if (value !== undefined) params.set(key, String(value));
	}
	const search = params.size > 0 ? `?${params}` : '';
	return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}${search}`;
}

/** The `message` of an error body, when it has a non-empty one. */
export function messageOf(body: unknown): string | undefined {
	const parsed = z.safeParse(ErrorBodySchema, body);
	return parsed.success && parsed.data.message ? parsed.data.message : undefined;
}

/** The body as JSON; `json` is false when it is not JSON (the raw text is kept for errors). */
async function readBody(response: Response): Promise<{ body: unknown; json: boolean }> {
	const text = await response.text();
	if (!text) return { body: null, json: true };
	try {
		return { body: JSON.parse(text), json: true };
	} catch {
		return { body: text, json: false };
	}
}

/** Sends a call and reads its answer; throws ApiError for a network failure or a non-2xx answer. */
async function send(path: string, options: ApiRequestOptions) {
	const headers: Record<string, string> = { Accept: 'application/json' };
	if (options.body !== undefined) headers['Content-Type'] = 'application/json';
	if (options.auth) {
		const token = readToken();
		if (token) headers.Authorization = `Bearer ${token}`;
	}
	let response: Response;
	try {
		response = await fetch(apiUrl(path, options.query), {
			method: options.method ?? 'GET',
			headers,
			body: options.body === undefined ? undefined : JSON.stringify(options.body),
			credentials: options.credentials ? 'include' : 'same-origin',
			signal: options.signal,
			keepalive: options.keepalive,
		});
	} catch (error) {
		if (error instanceof DOMException && error.name === 'AbortError') throw error;
		throw new ApiError(0, 'Network error', null);
	}
	const { body, json } = await readBody(response);
	if (!response.ok) {
		throw new ApiError(response.status, messageOf(body) ?? response.statusText, body);
	}
	return { status: response.status, body, json };
}

/**
 * Calls the API: the only place in the client that uses `fetch`. Parses the answer with the
 * contract schema, so its defaults apply, and answers the parsed data. Throws ApiError for a
 * non-2xx answer (with the server's message), a network failure (status 0), or a 2xx answer
 * that is not JSON or does not match the schema (`UNEXPECTED_ANSWER`, the HTTP status).
 */
export async function apiRequest<S extends AnswerSchema>(
	path: string,
	schema: S,
	options: ApiRequestOptions = {},
): Promise<z.output<S>> {
	const { status, body, json } = await send(path, options);
	if (!json) throw new ApiError(status, UNEXPECTED_ANSWER, body);
	const parsed = z.safeParse(schema, body);
	if (!parsed.success) {
		// Logged for whoever debugs the API; the view only sees a failed call.
		console.error(`Unexpected answer from ${path}:`, parsed.error.issues);
		throw new ApiError(status, UNEXPECTED_ANSWER, body);
	}
	return parsed.data;
}

/**
 * Calls the API for a write whose answer is not fixed: any 2xx answer,
 * whatever its body, is success. Throws ApiError as apiRequest does for failures.
 */
export async function apiWrite(path: string, options: ApiRequestOptions = {}): Promise<void> {
	await send(path, options);
}

/** The server's message of a failed call when it sent one, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
	if (error instanceof ApiError && error.status !== 0 && messageOf(error.body)) {
		return error.message;
	}
	return fallback;
}
