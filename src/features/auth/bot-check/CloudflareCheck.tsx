import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import Button from '@/components/ui/Button';
import { CAPTCHA_LOAD_TIMEOUT_MS, CAPTCHA_RESET_MS } from '@/config/constants';
import { MESSAGES } from '@/config/messages';
import { siteConfig } from '@/config/site';
import type { CaptchaHandle } from './captcha-handle';
import { abandonTurnstileLoad, loadTurnstile, type TurnstileApi } from './turnstile-script';

interface Props {
	onToken: (token: string | null) => void;
	ref?: Ref<CaptchaHandle>;
	id: string;
}

// Narrow screens get the compact widget (150 px wide) so it never overflows at 320 px.
const COMPACT_BELOW_PX = 380;

/**
 * Cloudflare's Turnstile widget (spec 5). When its script cannot load (offline, an ad blocker, a
 * network filter) or the widget does not render within CAPTCHA_LOAD_TIMEOUT_MS, it says so and
 * offers Retry instead of leaving an empty gap. It resets itself every CAPTCHA_RESET_MS (spec 9).
 */
export default function CloudflareCheck({ onToken, ref, id }: Props) {
	const box = useRef<HTMLDivElement>(null);
	const api = useRef<TurnstileApi | null>(null);
	const widgetId = useRef<string | null>(null);
	const [attempt, setAttempt] = useState(0);
	const [blocked, setBlocked] = useState(false);
	const [problem, setProblem] = useState<string | null>(null);
	const latestOnToken = useRef(onToken);
	useEffect(() => {
		latestOnToken.current = onToken;
	});

	const resetWidget = () => {
		latestOnToken.current(null);
		if (api.current && widgetId.current) api.current.reset(widgetId.current);
	};

	useImperativeHandle(ref, () => ({
		reset() {
			setProblem(null);
			resetWidget();
		},
	}));

	useEffect(() => {
		let live = true;
		const giveUp = () => {
			live = false;
			latestOnToken.current(null);
			setBlocked(true);
		};
		const timer = setTimeout(() => {
			abandonTurnstileLoad();
			giveUp();
		}, CAPTCHA_LOAD_TIMEOUT_MS);
		loadTurnstile().then(
			(turnstile) => {
				if (!live || !box.current) return;
				clearTimeout(timer);
				const compact = window.matchMedia(`(max-width: ${COMPACT_BELOW_PX - 1}px)`).matches;
				api.current = turnstile;
				widgetId.current =
					turnstile.render(box.current, {
						sitekey: siteConfig.turnstileSiteKey,
						theme: 'dark',
						size: compact ? 'compact' : 'normal',
						callback: (token: string) => {
							setProblem(null);
							latestOnToken.current(token);
						},
						'error-callback': () => {
							setProblem(MESSAGES.validation.captchaError);
							latestOnToken.current(null);
						},
						'expired-callback': () => {
							setProblem(MESSAGES.validation.captchaExpired);
							latestOnToken.current(null);
						},
					}) ?? null;
			},
			() => {
				if (!live) return;
				clearTimeout(timer);
				giveUp();
			},
		);
		return () => {
			live = false;
			clearTimeout(timer);
			if (api.current && widgetId.current) api.current.remove(widgetId.current);
			widgetId.current = null;
		};
	}, [attempt]);

	useEffect(() => {
		const timer = setInterval(resetWidget, CAPTCHA_RESET_MS);
		return () => clearInterval(timer);
	}, []);

	const retry = () => {
		setBlocked(false);
		setProblem(null);
		setAttempt((count) => count + 1);
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
				<div id={id} ref={box} className="captcha__widget" data-captcha />
			)}
			{problem && !blocked && (
				<p className="auth-field__error" role="alert">
					{problem}
				</p>
			)}
		</div>
	);
}
