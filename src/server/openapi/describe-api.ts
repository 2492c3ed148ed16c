import Database from 'better-sqlite3';
import { sqliteQueries } from '../db/kysely';
import { createAdapters } from '../adapters/index';
import { createApp } from '../app';
import { readServerSettings } from '../settings';
import { buildOpenApiDocument, type OpenApiDocument } from './document';
import { API_INFO } from './routes';

/**
 * The API's document as the build renders it on `/docs/api`: the routes of an app with the
 * default settings (demo adapters, an empty in-memory database nothing reads while routes are
 * only listed), the same table `GET /api/openapi.json` is built from.
 */
export function describeApi(): OpenApiDocument {
	const settings = readServerSettings(() => undefined);
	const app = createApp({
		db: sqliteQueries(new Database(':memory:')),
		adapters: createAdapters(settings),
	});
	return buildOpenApiDocument(app.routes, API_INFO).document;
}
