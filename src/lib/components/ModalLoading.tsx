import '../../styles/modal.css';

/**
 * Handlers that start loading a lazily imported part on the first sign of use: a pointer over
 * the element or focus inside it. The browser keeps the module once fetched, so later calls
 * cost nothing.
 */
export function preloadOnIntent(load: () => Promise<unknown>) {
	const preload = () => void load();
	return { onPointerOver: preload, onFocus: preload };
}

/** Stands in while a dialog's code arrives: says so to assistive technology, shows a backdrop. */
export function ModalLoading() {
	return (
		<div className="modal-backdrop" aria-busy="true">
			<p className="visually-hidden" role="status">
				Opening…
			</p>
		</div>
	);
}
