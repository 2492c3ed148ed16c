import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmOptions } from './ConfirmDialog';

/**
 * Asks for a confirmation as a promise: `if (await confirm({ title, message })) ...`. Render
 * `dialog` once in the component; a second request while one is open cancels the first.
 */
export function useConfirm(): {
	confirm: (options: ConfirmOptions) => Promise<boolean>;
	dialog: ReactNode;
} {
	const [options, setOptions] = useState<ConfirmOptions | null>(null);
	const resolveRef = useRef<((answer: boolean) => void) | null>(null);

	const settle = useCallback((answer: boolean) => {
		resolveRef.current?.(answer);
		resolveRef.current = null;
		setOptions(null);
	}, []);

	const confirm = useCallback((next: ConfirmOptions) => {
		resolveRef.current?.(false);
		setOptions(next);
		return new Promise<boolean>((resolve) => {
			resolveRef.current = resolve;
		});
	}, []);

	const dialog = (
		<ConfirmDialog
			open={options !== null}
			title={options?.title ?? ''}
			message={options?.message ?? ''}
			confirmLabel={options?.confirmLabel}
			cancelLabel={options?.cancelLabel}
			destructive={options?.destructive}
			onConfirm={() => settle(true)}
			onCancel={() => settle(false)}
		/>
	);
	return { confirm, dialog };
}
