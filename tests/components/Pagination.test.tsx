// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Pagination from '../../src/components/ui/Pagination';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

/** The visible text of each list item in order, the decorative ellipses included. */
function itemTexts() {
	const nav = screen.getByRole('navigation', { name: 'Pagination' });
	return [...nav.querySelectorAll('li')].map((item) =>
		item.textContent?.replace('Page ', '').trim(),
	);
}

describe('Pagination', () => {
	it('lists the page window with ellipses between Previous and Next', () => {
		render(<Pagination current={25} total={50} onPageChange={() => {}} />);
		expect(itemTexts()).toEqual([
			'‹ Previous',
			'1',
			'…',
			'23',
			'24',
			'25',
			'26',
			'27',
			'…',
			'50',
			'Next ›',
		]);
	});

	it('marks only the current page with aria-current', () => {
		render(<Pagination current={3} total={7} onPageChange={() => {}} />);
		expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
		expect(screen.getByRole('button', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
	});

	it('disables Previous on the first page and Next on the last', () => {
		const { rerender } = render(<Pagination current={1} total={8} onPageChange={() => {}} />);
		expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
		expect(screen.getByRole('button', { name: /Next/ })).toBeEnabled();
		rerender(<Pagination current={8} total={8} onPageChange={() => {}} />);
		expect(screen.getByRole('button', { name: /Previous/ })).toBeEnabled();
		expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
	});

	it('asks for the page chosen, but not for the current one', () => {
		const onPageChange = vi.fn();
		render(<Pagination current={4} total={8} onPageChange={onPageChange} />);
		fireEvent.click(screen.getByRole('button', { name: /Next/ }));
		fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
		fireEvent.click(screen.getByRole('button', { name: 'Page 8' }));
		fireEvent.click(screen.getByRole('button', { name: 'Page 4' }));
		expect(onPageChange.mock.calls).toEqual([[5], [3], [8]]);
	});

	it('renders nothing for a single page', () => {
		const { container } = render(<Pagination current={1} total={1} onPageChange={() => {}} />);
		expect(container).toBeEmptyDOMElement();
	});
});
