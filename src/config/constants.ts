/** UI constants and limits of the product, one name each. */

/** Scroll distance after which the header becomes fixed and opaque. */
export const HEADER_FIXED_SCROLL_PX = 850;
/* The submenu animation (250 ms, ease) is the CSS token --motion-submenu in styles/tokens.css. */
/** Smooth page scrolling (anchor links, back to top). */
export const SMOOTH_SCROLL_MS = 1000;

/** Title reveal: each character fades and slides in. */
export const TITLE_REVEAL = {
	offsetPx: 70,
	durationS: 0.8,
	staggerS: 0.03,
	/** ScrollTrigger start: the element's top reaches 90% of the viewport height. */
	start: 'top 90%',
} as const;

/** Default base path of the API when PUBLIC_API_URL is not set (the built-in API's path). */
export { API_PATH as DEFAULT_API_BASE } from '../defaults';
/** Game id used by the game-platform run link. */
export const GAME_APP_ID = 730;

/** Home and events. */
export const MAX_UPCOMING_EVENTS = 3;
export const EVENT_DESCRIPTION_MAX_CHARS = 100;
export const ABOUT_PREVIEW_WORDS = 15;
export const STAFF_DESCRIPTION_MAX_CHARS = 150;
export const EVENT_TIME_ZONES = [
	{ label: 'EU', timeZone: 'Europe/London' },
	{ label: 'NA', timeZone: 'America/New_York' },
] as const;

/** TTT rounds. */
export const ROUNDS_PER_PAGE = 15;
/** Pagination lists every page up to this count, else first, last and a window around the current. */
export const PAGINATION_FULL_LIST_MAX = 7;
export const PAGINATION_WINDOW = 2;

/** Timers. */
export const CAPTCHA_RESET_MS = 295_000;
export const RESET_PAGE_TOAST_MS = 3000;
export const VERIFICATION_TOAST_MS = 5000;
export const NOTIFICATION_MS = 5000;
export const LOGIN_REDIRECT_DELAY_MS = 500;
export const RESET_REDIRECT_DELAY_MS = 2000;
export const POOP_UNAUTHORIZED_REDIRECT_MS = 2000;

/** Dates are shown in en-GB format. */
export const DATE_LOCALE = 'en-GB';

/** Podium places above the leaderboard tables. */
export const PODIUM_SIZE = 3;

/**
 * Business rules the API also needs (password policy, donation amounts and tiers, NoScope
 * filters, immunity and regions) live in src/contract; this file keeps UI numbers only.
 */

/** Storage keys shared by the session, the guard script and the auth screens. */
export const AUTH_TOKEN_STORAGE_KEY = 'authToken';
export const PENDING_VERIFICATION_EMAIL_KEY = 'verificationEmail';
/** Window event that asks the session store to read the token again. */
export const USER_LOGIN_EVENT = 'user-login';

/** The NoScope distance slider asks for new data this long after it stops moving. */
export const NOSCOPE_SLIDER_DEBOUNCE_MS = 400;
/** A no-scope counts as epic for the recent cards from this distance (game units) on. */
export const NOSCOPE_EPIC_DISTANCE = 2000;
/** How often the servers page and the home widget ask for fresh counts while the tab is visible. */
export const SERVER_REFRESH_MS = 30_000;

/** Phones and forms: paged leaderboards, the bot check's patience. */
export const EGG_HUNTERS_PER_PAGE = 15;
/** Cloudflare's bot check counts as blocked when its widget has not rendered after this long. */
export const CAPTCHA_LOAD_TIMEOUT_MS = 10_000;
/** Session storage key of a demo visitor's choice of Cloudflare's bot check over the demo one. */
export const BOT_CHECK_CHOICE_KEY = 'botCheck';
/** The token the demo site's local bot check gives; the demo verifier accepts it. */
export const DEMO_BOT_CHECK_TOKEN = 'demo-bot-check';
