/** Elements that take focus with Tab. */
const FOCUSABLE = [
	'a[href]',
	'area[href]',
	'button:not([disabled])',
	'input:not([disabled]):not([type="hidden"])',
	'select:not([disabled])',
	'textarea:not([disabled])',
	'iframe',
	'[contenteditable="true"]',
	'[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements inside `root` that Tab reaches, in order (hidden ones left out). */
export function focusableIn(root: HTMLElement): HTMLElement[] {
	return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
		(element) => !element.hidden && !element.closest('[hidden], [inert]'),
	);
}

/**
 * Keeps Tab and Shift+Tab inside `root`: from the last element to the first and back. Answers
 * whether it moved the focus (the caller then stops the browser's own move).
 */
export function trapTab(root: HTMLElement, backwards: boolean): boolean {
	const elements = focusableIn(root);
	const first = elements[0];
	const last = elements.at(-1);
	const active = document.activeElement;
	if (!first || !last) {
		root.focus();
		return true;
	}
	if (backwards && (active === first || active === root || !root.contains(active))) {
		last.focus();
		return true;
	}
	if (!backwards && (active === last || !root.contains(active))) {
		first.focus();
		return true;
	}
	return false;
}

let locks = 0;
let savedOverflow = '';

/** Stops the page behind a dialog from scrolling; answers the function that undoes it. */
export function lockBodyScroll(): () => void {
	if (locks === 0) {
		savedOverflow = document.body.style.overflow;
		document.body.style.overflow = 'hidden';
	}
	locks++;
	let released = false;
	return () => {
		if (released) return;
		released = true;
		locks--;
		if (locks === 0) document.body.style.overflow = savedOverflow;
	};
}
