import {
	startTransition,
	useCallback,
	useEffect,
	useRef,
	useState,
	type DependencyList,
} from 'react';
import { MESSAGES } from '../config/messages';
import { errorMessage } from './api';

/** The three states of data loaded from the API. */
export type ApiData<T> =
	| { status: 'loading' }
	| { status: 'error'; error: unknown; message: string }
	| { status: 'ready'; data: T };

/** The state plus `reload`, which loads again from scratch. */
export type ApiDataState<T> = ApiData<T> & { reload: () => void };

/** Loads data for a view; it gets a signal that aborts when the result is no longer wanted. */
export type ApiLoader<T> = (signal: AbortSignal) => Promise<T>;

const LOADING = { status: 'loading' } as const;

/**
 * Loads data on mount and whenever `deps` change. A result that arrives after unmount or after
 * the deps changed is dropped (and its request aborted), so a slow old answer never overwrites
 * a newer one. The error message is the server's, or `fallbackMessage`. With
 * `initialData` (what the server rendered the page with) the view starts ready and the first
 * load is skipped; later deps changes and reloads load as usual.
 */
export function useApiData<T>(
	load: ApiLoader<T>,
	deps: DependencyList,
	fallbackMessage: string = MESSAGES.generic,
	initialData?: T,
): ApiDataState<T> {
	const [state, setState] = useState<ApiData<T>>(
		initialData === undefined ? LOADING : { status: 'ready', data: initialData },
	);
	const skipFirstLoad = useRef(initialData !== undefined);
	const [attempt, setAttempt] = useState(0);
	// The latest loader and fallback, so callers may pass inline functions without looping.
	const latest = useRef({ load, fallbackMessage });
	useEffect(() => {
		latest.current = { load, fallbackMessage };
	});

	useEffect(() => {
		if (skipFirstLoad.current) {
			skipFirstLoad.current = false;
			return;
		}
		const controller = new AbortController();
		setState((previous) => (previous.status === 'loading' ? previous : LOADING));
		latest.current.load(controller.signal).then(
			(data) => {
				if (controller.signal.aborted) return;
				// A transition lets React render a long list in slices between which the browser
				// stays responsive, instead of one long task when the answer arrives.
				startTransition(() => setState({ status: 'ready', data }));
			},
			(error: unknown) => {
				if (controller.signal.aborted) return;
				setState({
					status: 'error',
					error,
					message: errorMessage(error, latest.current.fallbackMessage),
				});
			},
		);
		return () => controller.abort();
		// The caller's deps decide when to load again (the lint rule checks them at each call
		// site: useApiData is one of its additionalHooks); `attempt` counts reloads.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [...deps, attempt]);

	const reload = useCallback(() => setAttempt((count) => count + 1), []);
	return { ...state, reload };
}
