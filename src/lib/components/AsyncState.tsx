import type { ReactNode } from 'react';
import type { ApiData } from '../use-api-data';
import '../../styles/kit.css';

interface Props<T> {
	/** The data state, e.g. what useApiData answers. */
	state: ApiData<T> & { reload?: () => void };
	/** Shown while loading; a skeleton block by default. */
	loading?: ReactNode;
	/** Renders a failure; by default an alert with the message and a Retry button. */
	error?: (message: string, reload?: () => void) => ReactNode;
	/** Loads again; defaults to the state's own `reload`. */
	reload?: () => void;
	/** Whether the loaded data counts as empty (then `empty` shows instead of the children). */
	isEmpty?: (data: T) => boolean;
	empty?: ReactNode;
	children: (data: T) => ReactNode;
}

/** The default loading view: a busy skeleton block with a text for screen readers. */
function LoadingBlock() {
	return (
		<div className="async-state async-state--loading" aria-busy="true">
			<div className="async-state__skeleton" aria-hidden="true" />
			<span className="visually-hidden">Loading…</span>
		</div>
	);
}

/** The default error view: the message as an alert, with Retry when the data can load again. */
function ErrorBlock({ message, reload }: { message: string; reload?: () => void }) {
	return (
		<div className="async-state async-state__error" role="alert">
			<p className="async-state__message">{message}</p>
			{reload && (
				<button type="button" className="kit-button" onClick={reload}>
					Retry
				</button>
			)}
		</div>
	);
}

/** Shows loading, error, empty or the loaded content of one data state. */
export function AsyncState<T>(props: Props<T>) {
	const { state, isEmpty, empty, children } = props;
	const reload = props.reload ?? state.reload;
	if (state.status === 'loading') return <>{props.loading ?? <LoadingBlock />}</>;
	if (state.status === 'error') {
		return (
			<>
				{props.error?.(state.message, reload) ?? (
					<ErrorBlock message={state.message} reload={reload} />
				)}
			</>
		);
	}
	if (isEmpty?.(state.data)) return <>{empty ?? null}</>;
	return <>{children(state.data)}</>;
}
