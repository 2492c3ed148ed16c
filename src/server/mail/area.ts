import type { SiteArea } from '../area';
import { createOutboxRoutes } from './outbox-routes';

/** The demo's mail outbox (mail itself is an adapter the other areas send through). */
export const mailArea: SiteArea = {
	name: 'mail',
	routes: [{ path: '/dev', create: () => createOutboxRoutes() }],
};
