import { useRef, type ReactNode } from 'react';
import { Modal } from './Modal';

/** What a confirmation asks. */
export interface ConfirmOptions {
	title: ReactNode;
	message: ReactNode;
	confirmLabel?: string;
	cancelLabel?: string;
	/** A confirmation that destroys data: red confirm button, focus starts on Cancel. */
	destructive?: boolean;
}

interface Props extends ConfirmOptions {
	open: boolean;
	onConfirm: () => void;
	/** Cancel, Escape, the backdrop and the close button all cancel. */
	onCancel: () => void;
	/** Disables both buttons while the confirmed action runs. */
	busy?: boolean;
}

/** A yes/no dialog before an action, e.g. deleting a group. */
export function ConfirmDialog({
	open,
	title,
	message,
	confirmLabel = 'Confirm',
	cancelLabel = 'Cancel',
	destructive = false,
	busy = false,
	onConfirm,
	onCancel,
}: Props) {
	const cancelRef = useRef<HTMLButtonElement>(null);
	const confirmRef = useRef<HTMLButtonElement>(null);
	return (
		<Modal
			open={open}
			title={title}
			onClose={onCancel}
			closeButton={false}
			initialFocus={destructive ? cancelRef : confirmRef}
			footer={
				<>
					<button
						type="button"
						className="kit-button"
						ref={cancelRef}
						disabled={busy}
						onClick={onCancel}
					>
						{cancelLabel}
					</button>
					<button
						type="button"
						className={
							destructive ? 'kit-button kit-button--danger' : 'kit-button kit-button--primary'
						}
						ref={confirmRef}
						disabled={busy}
						onClick={onConfirm}
					>
						{confirmLabel}
					</button>
				</>
			}
		>
			<div className="confirm-dialog__message">{message}</div>
		</Modal>
	);
}
