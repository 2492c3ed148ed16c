import { MESSAGES } from '@/config/messages';

interface Props {
	reload?: () => void;
}

/** Any NoScope call that fails shows one message, 'Failed to load no-scoper data', with Retry. */
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
