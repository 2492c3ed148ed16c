import { useEffect, useState } from 'react';
import { loadRegistrationState } from './api';

/**
 * Whether the site has closed registration (REGISTRATION=closed on the server), asked once the
 * register mode shows: the setting changes without a rebuild, so the prerendered form cannot
 * know it. Until the answer comes, and when the call fails, the form stays usable: a closed
 * site's API still refuses the sign-up with its message.
 */
export function useRegistrationClosed(asking: boolean): boolean {
	const [closed, setClosed] = useState(false);
	useEffect(() => {
		if (!asking) return;
		const controller = new AbortController();
		loadRegistrationState(controller.signal).then(
			(state) => setClosed(state === 'closed'),
			() => {},
		);
		return () => controller.abort();
	}, [asking]);
	return closed;
}
