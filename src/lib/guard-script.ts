import { AUTH_TOKEN_STORAGE_KEY } from '../config/constants';
import type { RouteEntry } from '../config/routes';

/** Attribute on <html> while a login token is stored; CSS shows token-only entries with it. */
export const HAS_TOKEN_ATTRIBUTE = 'data-has-token';

/**
 * Source of the tiny inline head script every page runs before it paints (DESIGN 3). It marks
 * <html> when a token is stored (so the header shows the right entries at once), sends a
 * route needing auth without a token to /login?redirect=<path and query>, and sends /login
 * and /register to /profile when a token is stored.
 */
export function headScript(route: Pick<RouteEntry, 'auth' | 'guestOnly'>): string {
	const key = JSON.stringify(AUTH_TOKEN_STORAGE_KEY);
	let guard = '';
	if (route.guestOnly) {
		guard = "if(t)location.replace('/profile');";
	} else if (route.auth === 'user' || route.auth === 'root') {
		guard =
			"if(!t)location.replace('/login?redirect='+encodeURIComponent(location.pathname+location.search));";
	}
	return (
		'(function(){var t=null;try{t=localStorage.getItem(' +
		key +
		")}catch(e){}if(t)document.documentElement.setAttribute('" +
		HAS_TOKEN_ATTRIBUTE +
		"','');" +
		guard +
		'})()'
	);
}
