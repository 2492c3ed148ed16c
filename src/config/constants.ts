/** Business constants and limits of the product (spec section 9), one name each. */

/** Scroll distance after which the header becomes fixed and opaque. */
export const HEADER_FIXED_SCROLL_PX = 850;
/** Submenu expand/collapse animation. */
export const SUBMENU_ANIMATION_MS = 250;
export const SUBMENU_ANIMATION_EASING = 'ease';
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

/** Accounts. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '.,@#$%^&*!_-';

/** Donations (amounts in euros). */
export const DONATION_MIN_EUR = 5;
export const DONATION_DEFAULT_EUR = 15;
export const DONATION_MESSAGE_MAX_CHARS = 512;
export const DONATION_GOAL_DEFAULT_EUR = 200;
/** Donator months by amount: 15+ gives 1, 30+ gives 2, over 45 gives 3. */
export const DONATOR_TIERS = [
	{ minEur: 45, exclusive: true, months: 3 },
	{ minEur: 30, exclusive: false, months: 2 },
	{ minEur: 15, exclusive: false, months: 1 },
] as const;
export const DATE_LOCALE = 'en-GB';

/** NoScope leaderboard. */
export const NOSCOPE_DISTANCE = { min: 500, max: 100_000, step: 100, default: 500 } as const;
export const NOSCOPE_DEFAULT_LIMIT = 50;
export const NOSCOPE_RECENT_COUNT = 5;
export const NOSCOPE_SORT_OPTIONS = [
	'count',
	'distance',
	'avgDistance',
	'headshot',
	'recent',
] as const;
export const NOSCOPE_WEAPON_FILTERS = ['all', 'awp', 'ssg08'] as const;
export const NOSCOPE_HEADSHOT_FILTERS = ['all', 'true', 'false'] as const;
export const PODIUM_SIZE = 3;

/** Admin area. */
export const IMMUNITY_MIN = 0;
export const IMMUNITY_MAX = 100;
export const IMMUNITY_DEFAULT = 100;
export const REGIONS = ['eu', 'na'] as const;
export type Region = (typeof REGIONS)[number];
/** Config ids whose deletion is skipped. */
export const UNDELETABLE_CONFIG_IDS = [0, 1, 3] as const;
/** Delete All is disabled when any config id is at or below this. */
export const DELETE_ALL_DISABLED_MAX_ID = 3;

/** Storage keys shared by the session, the guard script and the auth screens. */
export const AUTH_TOKEN_STORAGE_KEY = 'authToken';
export const PENDING_VERIFICATION_EMAIL_KEY = 'verificationEmail';
/** Window event that asks the session store to read the token again. */
export const USER_LOGIN_EVENT = 'user-login';
