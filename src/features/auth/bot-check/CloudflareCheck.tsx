import { DEFAULT_SCRIPT_ID, Turnstile, type TurnstileInstance } from '@marsidev/react-turnstile';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import Button from '@/components/ui/Button';
import { CAPTCHA_LOAD_TIMEOUT_MS, CAPTCHA_RESET_MS } from '@/config/constants';
import { MESSAGES } from '@/config/messages';
// The setting itself rather than siteConfig, which would bring the community's staff groups and
// servers into every page with a bot check.
import { PUBLIC_TURNSTILE_SITE_KEY } from 'astro:env/client';
import type { CaptchaHandle } from './captcha-handle';

interface Props {
	onToken: (token: string | null) => void;
	ref?: Ref<CaptchaHandle>;
	id: string;
}

// Narrow screens get the compact widget (150 px wide) so it never overflows at 320 px.
const COMPACT_BELOW_PX = 380;

/**
 * Forgets a script that failed or never answered: the library adds its script only while none
 * with its id is in the page, so the next attempt starts from a fresh one.
 */
function dropTurnstileScript(): void {
	document.getElementById(DEFAULT_SCRIPT_ID)?.remove();
}

/**
 * Cloudflare's Turnstile widget, through @marsidev/react-turnstile. When its script
 * cannot load (offline, an ad blocker, a network filter) or the widget does not render within
 * CAPTCHA_LOAD_TIMEOUT_MS, it says so and offers Retry instead of leaving an empty gap. It
 * resets itself every CAPTCHA_RESET_MS.
 */
export default function CloudflareCheck({ onToken, ref, id }: Props) {
	const widget = useRef<TurnstileInstance>(null);
	const [attempt, setAttempt] = useState(0);
	const [rendered, setRendered] = useState(false);
	const [blocked, setBlocked] = useState(false);
	const [problem, setProblem] = useState<string | null>(null);
	const [compact] = useState(
		() => window.matchMedia(`(max-width: ${COMPACT_BELOW_PX - 1}px)`).matches,
	);
	const latestOnToken = useRef(onToken);
	useEffect(() => {
		latestOnToken.current = onToken;
	});

	const resetWidget = () => {
		latestOnToken.current(null);
		widget.current?.reset();
	};

	useImperativeHandle(ref, () => ({
		reset() {
			setProblem(null);
			resetWidget();
		},
	}));

	const giveUp = () => {
		dropTurnstileScript();
		latestOnToken.current(null);
		setBlocked(true);
	};

	// A widget that has not rendered in time counts as blocked (a script that never answers).
	useEffect(() => {
		if (blocked || rendered) return;
		const timer = setTimeout(giveUp, CAPTCHA_LOAD_TIMEOUT_MS);
		return () => clearTimeout(timer);
	}, [attempt, blocked, rendered]);

	useEffect(() => {
		const timer = setInterval(resetWidget, CAPTCHA_RESET_MS);
		return () => clearInterval(timer);
	}, []);

	const retry = () => {
		setBlocked(false);
		setRendered(false);
		setProblem(null);
		setAttempt((count) => count + 1);
	};

	const showProblem = (message: string) => {
		setProblem(message);
		latestOnToken.current(null);
	};

	return (
		<div className="captcha">
			{blocked ? (
				<div className="captcha__blocked" role="alert">
					<p className="auth-field__error">{MESSAGES.validation.captchaError}</p>
					<p className="captcha__hint">{MESSAGES.validation.captchaBlockedHint}</p>
					<Button variant="secondary" size="sm" onClick={retry}>
						Retry
					</Button>
				</div>
			) : (
				<Turnstile
					// A new attempt mounts a new widget, which adds the script again.
					key={attempt}
					ref={widget}
					id={id}
					className="captcha__widget"
					data-captcha
					siteKey={PUBLIC_TURNSTILE_SITE_KEY}
					options={{ theme: 'dark', size: compact ? 'compact' : 'normal' }}
					scriptOptions={{ onError: giveUp }}
					onWidgetLoad={() => setRendered(true)}
					onSuccess={(token) => {
						setProblem(null);
						latestOnToken.current(token);
					}}
					onError={() => showProblem(MESSAGES.validation.captchaError)}
					onExpire={() => showProblem(MESSAGES.validation.captchaExpired)}
					onTimeout={() => showProblem(MESSAGES.validation.captchaExpired)}
				/>
			)}
			{problem && !blocked && (
				<p className="auth-field__error" role="alert">
					{problem}
				</p>
			)}
		</div>
	);
}
