import { AUTH_TOKEN_STORAGE_KEY } from '../config/constants';
import type { RouteEntry } from '../config/routes';
import { FONTS_LOADED_STORAGE_KEY, FONTS_PENDING_ATTRIBUTE } from './web-fonts';

/** Attribute on <html> while a login token is stored; CSS shows token-only entries with it. */
export const HAS_TOKEN_ATTRIBUTE = 'data-has-token';

/**
 * Source of the tiny inline head script every page runs before it paints. It marks
 * <html> when a token is stored (so the header shows the right entries at once), sends a
 * route needing auth without a token to /login?redirect=<path and query>, and sends /login
 * and /register to /profile when a token is stored. On a browser that has not loaded the web
 * fonts yet it marks <html> so the first paint uses the fallbacks (web-fonts.ts).
 */
export function headScript(route: Pick<RouteEntry, 'auth' | 'guestOnly'>): string {
	const key = JSON.stringify(AUTH_TOKEN_STORAGE_KEY);
	const fontsKey = JSON.stringify(FONTS_LOADED_STORAGE_KEY);
	let guard = '';
	if (route.guestOnly) {
		guard = "if(t)location.replace('/profile');";
	} else if (route.auth === 'user' || route.auth === 'root') {
		guard =
			"if(!t)location.replace('/login?redirect='+encodeURIComponent(location.pathname+location.search));";
	}
	return (
		'(function(){var t=null,f=null;try{t=localStorage.getItem(' +
		key +
		');f=localStorage.getItem(' +
		fontsKey +
		")}catch(e){}var r=document.documentElement;if(!f)r.setAttribute('" +
		FONTS_PENDING_ATTRIBUTE +
		"','');if(t)r.setAttribute('" +
		HAS_TOKEN_ATTRIBUTE +
		"','');" +
		guard +
		'})()'
	);
}
