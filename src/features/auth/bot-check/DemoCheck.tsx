import { useId, useImperativeHandle, useState, type Ref } from 'react';
import { DEMO_BOT_CHECK_TOKEN } from '@/config/constants';
import type { CaptchaHandle } from './captcha-handle';

interface Props {
	onToken: (token: string | null) => void;
	ref?: Ref<CaptchaHandle>;
	/** Switches this page to Cloudflare's widget. */
	onUseCloudflare: () => void;
}

/** The demo site's local bot check: a checkbox whose token the demo verifier accepts, offline. */
export default function DemoCheck({ onToken, ref, onUseCloudflare }: Props) {
	const [checked, setChecked] = useState(false);
	const noteId = useId();

	useImperativeHandle(ref, () => ({
		reset() {
			setChecked(false);
			onToken(null);
		},
	}));

	return (
		<div className="captcha demo-check">
			<label className="demo-check__box">
				<input
					type="checkbox"
					checked={checked}
					aria-describedby={noteId}
					onChange={(event) => {
						setChecked(event.target.checked);
						onToken(event.target.checked ? DEMO_BOT_CHECK_TOKEN : null);
					}}
				/>
				I am human (demo check)
			</label>
			<p id={noteId} className="captcha__hint">
				Demo site: this local check stands in for Cloudflare&apos;s bot check, so the demo works
				offline.{' '}
				<button type="button" className="demo-check__switch" onClick={onUseCloudflare}>
					Use Cloudflare&apos;s check
				</button>
			</p>
		</div>
	);
}
