import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { lockBodyScroll, focusableIn, trapTab } from './focus';
import '../../styles/kit.css';
import '../../styles/modal.css';

interface Props {
	open: boolean;
	/** The dialog's title; it also names the dialog for assistive technology. */
	title: ReactNode;
	/** Called on Escape, a click on the backdrop and the close button. */
	onClose: () => void;
	children: ReactNode;
	/** Buttons under the content. */
	footer?: ReactNode;
	/** Element to focus on open; the first focusable element otherwise. */
	initialFocus?: RefObject<HTMLElement | null>;
	/** Shows the × button in the header (named 'Close dialog'). */
	closeButton?: boolean;
	/** Extra class on the dialog box. */
	className?: string;
}

/**
 * An accessible modal dialog, rendered over the page: focus moves in on open and stays inside
 * (Tab and Shift+Tab wrap), Escape and a click on the backdrop close it, the page behind does
 * not scroll, and focus returns to the element that opened it.
 */
export function Modal({
	open,
	title,
	onClose,
	children,
	footer,
	initialFocus,
	closeButton = true,
	className,
}: Props) {
	const titleId = useId();
	const backdropRef = useRef<HTMLDivElement>(null);
	const dialogRef = useRef<HTMLDivElement>(null);
	const onCloseRef = useRef(onClose);
	useEffect(() => {
		onCloseRef.current = onClose;
	});

	// A layout effect: focus and the key handlers are in place before the dialog is first
	// painted, so an Escape pressed as soon as it shows is never lost.
	useLayoutEffect(() => {
		const dialog = dialogRef.current;
		const backdrop = backdropRef.current;
		if (!open || !dialog || !backdrop) return;
		const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
		const unlock = lockBodyScroll();
		(initialFocus?.current ?? focusableIn(dialog)[0] ?? dialog).focus();

		const onKeyDown = (event: KeyboardEvent) => {
			if (event.key === 'Escape') {
				event.stopPropagation();
				onCloseRef.current();
			} else if (event.key === 'Tab' && trapTab(dialog, event.shiftKey)) {
				event.preventDefault();
			}
		};
		// Only a press that starts and ends on the backdrop closes: a text selection that ends
		// outside the box does not.
		let pressedOnBackdrop = false;
		const onPointerDown = (event: MouseEvent) => {
			pressedOnBackdrop = event.target === backdrop;
		};
		const onClick = (event: MouseEvent) => {
			if (pressedOnBackdrop && event.target === backdrop) onCloseRef.current();
			pressedOnBackdrop = false;
		};
		dialog.addEventListener('keydown', onKeyDown);
		backdrop.addEventListener('mousedown', onPointerDown);
		backdrop.addEventListener('click', onClick);
		return () => {
			dialog.removeEventListener('keydown', onKeyDown);
			backdrop.removeEventListener('mousedown', onPointerDown);
			backdrop.removeEventListener('click', onClick);
			unlock();
			if (opener?.isConnected) opener.focus();
		};
	}, [open, initialFocus]);

	if (!open || typeof document === 'undefined') return null;
	return createPortal(
		<div className="modal-backdrop" ref={backdropRef}>
			<div
				className={className ? `modal ${className}` : 'modal'}
				role="dialog"
				aria-modal="true"
				aria-labelledby={titleId}
				tabIndex={-1}
				ref={dialogRef}
			>
				<div className="modal__header">
					<h2 className="modal__title" id={titleId}>
						{title}
					</h2>
					{closeButton && (
						<button
							type="button"
							className="modal__close"
							aria-label="Close dialog"
							onClick={onClose}
						>
							<span aria-hidden="true">×</span>
						</button>
					)}
				</div>
				<div className="modal__body">{children}</div>
				{footer && <div className="modal__footer">{footer}</div>}
			</div>
		</div>,
		document.body,
	);
}
