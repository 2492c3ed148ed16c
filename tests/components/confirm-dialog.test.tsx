// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../src/lib/components/ConfirmDialog';
import { useConfirm } from '../../src/lib/components/use-confirm';

function renderDialog(destructive = false) {
	const onConfirm = vi.fn();
	const onCancel = vi.fn();
	render(
		<ConfirmDialog
			open
			title="Delete group?"
			message="The group Mods will be removed."
			confirmLabel="Delete"
			destructive={destructive}
			onConfirm={onConfirm}
			onCancel={onCancel}
		/>,
	);
	return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
	it('shows the title and message and confirms', async () => {
		const { onConfirm, onCancel } = renderDialog();
		expect(screen.getByRole('dialog', { name: 'Delete group?' })).toHaveTextContent(
			'The group Mods will be removed.',
		);
		expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
		await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
		expect(onConfirm).toHaveBeenCalledTimes(1);
		expect(onCancel).not.toHaveBeenCalled();
	});

	it('starts on Cancel when destructive, and cancels on Cancel and Escape', async () => {
		const { onConfirm, onCancel } = renderDialog(true);
		expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
		expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('kit-button--danger');
		await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
		await userEvent.keyboard('{Escape}');
		expect(onCancel).toHaveBeenCalledTimes(2);
		expect(onConfirm).not.toHaveBeenCalled();
	});
});

describe('useConfirm', () => {
	/** Deletes after a confirmation and reports the answer. */
	function DeleteButton() {
		const { confirm, dialog } = useConfirm();
		const [answer, setAnswer] = useState('none');
		const ask = async () => {
			const yes = await confirm({ title: 'Delete all?', message: 'Sure?', destructive: true });
			setAnswer(String(yes));
		};
		return (
			<>
				<button type="button" onClick={ask}>
					Delete All
				</button>
				<output>{answer}</output>
				{dialog}
			</>
		);
	}

	it.each([
		['Confirm', 'true'],
		['Cancel', 'false'],
	])('answers the promise: %s → %s', async (button, answer) => {
		const user = userEvent.setup();
		render(<DeleteButton />);
		await user.click(screen.getByRole('button', { name: 'Delete All' }));
		await user.click(screen.getByRole('button', { name: button }));
		expect(screen.getByRole('status')).toHaveTextContent(answer);
		expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Delete All' })).toHaveFocus();
	});
});
