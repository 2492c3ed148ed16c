import { MESSAGES } from '@/config/messages';

interface Props {
	reload?: () => void;
}

/** Any NoScope call that fails shows the one message of spec 8, with Retry. */
export default function NoscopeError({ reload }: Props) {
	return (
		<div className="async-state async-state__error" role="alert">
			<p className="async-state__message">{MESSAGES.noscope.loadFailed}</p>
			{reload && (
				<button type="button" className="kit-button" onClick={reload}>
					Retry
				</button>
			)}
		</div>
	);
}
