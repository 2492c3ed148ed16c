import { Turnstile, type TurnstileInstance } from '@marsidev/react-turnstile';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { CAPTCHA_RESET_MS } from '@/config/constants';
import { MESSAGES } from '@/config/messages';
import { siteConfig } from '@/config/site';

/** What a form can do with its widget. */
export interface CaptchaHandle {
	/** Clears the solved check, e.g. after a mode toggle or a used token. */
	reset(): void;
}

interface Props {
	/** Called with the token when solved, null when it is cleared, expired or failed. */
	onToken: (token: string | null) => void;
	ref?: Ref<CaptchaHandle>;
	/** Id of the widget's container, unique on the page. */
	id?: string;
}

// Narrow screens get the compact widget (150 px wide) so it never overflows at 320 px.
const COMPACT_BELOW_PX = 380;

/**
 * The Turnstile bot check (spec 5): reports its token, shows the widget's error and expiry
 * messages, and resets itself every CAPTCHA_RESET_MS (spec 9) so a token never goes stale.
 * It renders only after hydration: the widget sets inline sizes, which the server-rendered
 * HTML may not carry under the Content-Security-Policy.
 */
export default function CaptchaWidget({ onToken, ref, id = 'captcha' }: Props) {
	const widget = useRef<TurnstileInstance>(null);
	const [mounted, setMounted] = useState(false);
	const [compact, setCompact] = useState(false);
	const [problem, setProblem] = useState<string | null>(null);
	const latestOnToken = useRef(onToken);
	useEffect(() => {
		latestOnToken.current = onToken;
	});

	useEffect(() => {
		setCompact(window.matchMedia(`(max-width: ${COMPACT_BELOW_PX - 1}px)`).matches);
		setMounted(true);
	}, []);

	useImperativeHandle(ref, () => ({
		reset() {
			setProblem(null);
			latestOnToken.current(null);
			widget.current?.reset();
		},
	}));

	useEffect(() => {
		const timer = setInterval(() => {
			latestOnToken.current(null);
			widget.current?.reset();
		}, CAPTCHA_RESET_MS);
		return () => clearInterval(timer);
	}, []);

	return (
		<div className="captcha">
			<div className="captcha__widget" data-captcha>
				{mounted && (
					<Turnstile
						id={id}
						ref={widget}
						siteKey={siteConfig.turnstileSiteKey}
						options={{ theme: 'dark', size: compact ? 'compact' : 'normal' }}
						onSuccess={(token) => {
							setProblem(null);
							latestOnToken.current(token);
						}}
						onError={() => {
							setProblem(MESSAGES.validation.captchaError);
							latestOnToken.current(null);
						}}
						onExpire={() => {
							setProblem(MESSAGES.validation.captchaExpired);
							latestOnToken.current(null);
						}}
					/>
				)}
			</div>
			{problem && (
				<p className="auth-field__error" role="alert">
					{problem}
				</p>
			)}
		</div>
	);
}
