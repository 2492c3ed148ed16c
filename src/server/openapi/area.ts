import type { SiteArea } from '../area';
import { openApiRoutes } from './routes';

/** The API's own OpenAPI document, built from the routes every area mounted. */
export const openApiArea: SiteArea = {
	name: 'openapi',
	routes: [{ path: '/', create: ({ routes }) => openApiRoutes(routes) }],
};
