import type { SiteArea } from '../area';
import { healthRoutes } from './health-routes';
import { metricsRoutes } from './metrics-routes';

/** Whether the API can serve, for load balancers and monitors, and its Prometheus metrics. */
export const healthArea: SiteArea = {
	name: 'health',
	routes: [
		{ path: '/health', create: ({ migrations }) => healthRoutes(migrations) },
		{
			path: '/metrics',
			create: ({ metrics, metricsToken }) => metricsRoutes(metrics, metricsToken),
		},
	],
};
