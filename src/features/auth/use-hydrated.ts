import { useEffect, useState } from 'react';

/**
 * False in the server-rendered HTML and until the island has hydrated. Submit buttons stay
 * disabled until then: a form submitted before hydration would reload the page natively and
 * lose what was typed.
 */
export function useHydrated(): boolean {
	const [hydrated, setHydrated] = useState(false);
	useEffect(() => setHydrated(true), []);
	return hydrated;
}
