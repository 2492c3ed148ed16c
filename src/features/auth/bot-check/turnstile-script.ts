// Loads Cloudflare's Turnstile script once per page and hands out its API; a failed load can be
// tried again (the failed script element is removed so the next try adds a fresh one).

/** The part of `window.turnstile` the site uses. */
export interface TurnstileApi {
	render(container: HTMLElement, options: Record<string, unknown>): string | undefined;
	reset(widgetId: string): void;
	remove(widgetId: string): void;
}

const SCRIPT_ORIGIN = 'https://challenges.cloudflare.com';
const SCRIPT_ID = 'cf-turnstile-script';
const ONLOAD_NAME = 'onTurnstileScriptLoad';

/** The page's globals: the script's API and the load callback it calls by name. */
type TurnstileWindow = { turnstile?: TurnstileApi } & Record<string, unknown>;

let loading: Promise<TurnstileApi> | null = null;

/** Answers the Turnstile API, adding Cloudflare's script the first time; rejects when it fails. */
export function loadTurnstile(): Promise<TurnstileApi> {
	const page = window as unknown as TurnstileWindow;
	if (page.turnstile) return Promise.resolve(page.turnstile);
	if (loading) return loading;
	loading = new Promise<TurnstileApi>((resolve, reject) => {
		const script = document.createElement('script');
		script.id = SCRIPT_ID;
		script.src = `${SCRIPT_ORIGIN}/turnstile/v0/api.js?onload=${ONLOAD_NAME}&render=explicit`;
		script.async = true;
		page[ONLOAD_NAME] = () => {
			delete page[ONLOAD_NAME];
			if (page.turnstile) resolve(page.turnstile);
			else fail();
		};
		const fail = () => {
			// Blocked, offline or filtered: forget this try so Retry starts from scratch.
			script.remove();
			delete page[ONLOAD_NAME];
			loading = null;
			reject(new Error('The bot check script could not load'));
		};
		script.onerror = fail;
		document.head.append(script);
	});
	return loading;
}

/** Forgets a load that never finished (no answer at all), so the next call adds a new script. */
export function abandonTurnstileLoad(): void {
	if (!loading || (window as unknown as TurnstileWindow).turnstile) return;
	document.getElementById(SCRIPT_ID)?.remove();
	loading = null;
}
