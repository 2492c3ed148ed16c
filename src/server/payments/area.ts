import type { SiteArea } from '../area';
import { demoCheckoutRoutes } from './demo-checkout-routes';
import { paymentRoutes } from './routes';

/** Stripe checkout of a donation, and the demo's stand-in checkout page. */
export const paymentsArea: SiteArea = {
	name: 'payments',
	routes: [
		{ path: '/payments', create: () => paymentRoutes },
		{ path: '/payments', create: () => demoCheckoutRoutes },
	],
};
