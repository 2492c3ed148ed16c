// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from '../../src/lib/components/Modal';

/** A page with an opener button and a modal holding two more controls. */
function Page() {
	const [open, setOpen] = useState(false);
	return (
		<>
			<button type="button" onClick={() => setOpen(true)}>
				Read more
			</button>
			<Modal
				open={open}
				title="Our goal"
				onClose={() => setOpen(false)}
				footer={
					<button type="button" onClick={() => setOpen(false)}>
						Close
					</button>
				}
			>
				<p>The full text.</p>
				<a href="/rules/ttt">TTT rules</a>
			</Modal>
		</>
	);
}

async function openModal() {
	const user = userEvent.setup();
	render(<Page />);
	const opener = screen.getByRole('button', { name: 'Read more' });
	await user.click(opener);
	return { user, opener, dialog: screen.getByRole('dialog', { name: 'Our goal' }) };
}

describe('Modal', () => {
	it('is a modal dialog named by its title, and moves focus in', async () => {
		const { dialog } = await openModal();
		expect(dialog).toHaveAttribute('aria-modal', 'true');
		expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus();
	});

	it('keeps Tab and Shift+Tab inside the dialog', async () => {
		const { user } = await openModal();
		await user.tab();
		expect(screen.getByRole('link', { name: 'TTT rules' })).toHaveFocus();
		await user.tab();
		expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
		await user.tab();
		expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus();
		await user.tab({ shift: true });
		expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
	});

	it('closes on Escape and gives focus back to the opener', async () => {
		const { user, opener } = await openModal();
		await user.keyboard('{Escape}');
		expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
		expect(opener).toHaveFocus();
	});

	it('closes on a click on the backdrop, not on a click inside', async () => {
		const { user, dialog } = await openModal();
		await user.click(screen.getByText('The full text.'));
		expect(dialog).toBeInTheDocument();
		await user.click(dialog.parentElement!);
		expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
	});

	it('closes with its buttons and locks the page scroll only while open', async () => {
		const { user, opener } = await openModal();
		expect(document.body.style.overflow).toBe('hidden');
		await user.click(screen.getByRole('button', { name: 'Close' }));
		expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
		expect(document.body.style.overflow).toBe('');
		expect(opener).toHaveFocus();
	});
});
