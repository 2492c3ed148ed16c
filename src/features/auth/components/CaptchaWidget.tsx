import { useEffect, useState, type Ref } from 'react';
import { BOT_CHECK_CHOICE_KEY } from '@/config/constants';
import { isDemoSite } from '@/config/site-profile';
import type { CaptchaHandle } from '../bot-check/captcha-handle';
import CloudflareCheck from '../bot-check/CloudflareCheck';
import DemoCheck from '../bot-check/DemoCheck';

export type { CaptchaHandle };

interface Props {
	/** Called with the token when solved, null when it is cleared, expired or failed. */
	onToken: (token: string | null) => void;
	ref?: Ref<CaptchaHandle>;
	/** Id of the widget's container, unique on the page. */
	id?: string;
}

type Kind = 'demo' | 'cloudflare';

/** The demo site's local check unless the visitor chose Cloudflare's; production: Cloudflare's. */
function chosenKind(): Kind {
	if (!isDemoSite) return 'cloudflare';
	return sessionStorage.getItem(BOT_CHECK_CHOICE_KEY) === 'cloudflare' ? 'cloudflare' : 'demo';
}

/**
 * The bot check of the auth forms. Cloudflare's widget renders only after hydration (it
 * sets inline sizes, which the server-rendered HTML may not carry under the
 * Content-Security-Policy), in a box of its height. The demo check is part of the server HTML,
 * so the form paints whole; a visitor who chose Cloudflare's check gets it once hydrated.
 */
export default function CaptchaWidget({ onToken, ref, id = 'captcha' }: Props) {
	const [kind, setKind] = useState<Kind | null>(isDemoSite ? 'demo' : null);
	useEffect(() => setKind(chosenKind()), []);

	if (kind === 'demo') {
		return (
			<DemoCheck
				ref={ref}
				onToken={onToken}
				onUseCloudflare={() => {
					sessionStorage.setItem(BOT_CHECK_CHOICE_KEY, 'cloudflare');
					onToken(null);
					setKind('cloudflare');
				}}
			/>
		);
	}
	if (kind === 'cloudflare') return <CloudflareCheck ref={ref} onToken={onToken} id={id} />;
	return <div className="captcha__widget" />;
}
