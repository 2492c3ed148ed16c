// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AsyncState } from '../../src/lib/components/AsyncState';
import type { ApiData } from '../../src/lib/use-api-data';

/** Renders a list state with the usual empty rule. */
function renderList(state: ApiData<string[]> & { reload?: () => void }, extra = {}) {
	return render(
		<AsyncState
			state={state}
			isEmpty={(items) => items.length === 0}
			empty={<p>No rounds found matching your search.</p>}
			{...extra}
		>
			{(items) => (
				<ul>
					{items.map((item) => (
						<li key={item}>{item}</li>
					))}
				</ul>
			)}
		</AsyncState>,
	);
}

describe('AsyncState', () => {
	it('shows a busy skeleton with a hidden Loading… text while loading', () => {
		const { container } = renderList({ status: 'loading' });
		expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
		expect(screen.getByText('Loading…')).toHaveClass('visually-hidden');
	});

	it('shows a custom loading node', () => {
		renderList({ status: 'loading' }, { loading: <p>Fetching rounds</p> });
		expect(screen.getByText('Fetching rounds')).toBeInTheDocument();
	});

	it('shows the error message as an alert with Retry that reloads', async () => {
		const reload = vi.fn();
		renderList({
			status: 'error',
			error: new Error('x'),
			message: 'Failed to fetch rounds',
			reload,
		});
		expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch rounds');
		await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
		expect(reload).toHaveBeenCalledTimes(1);
	});

	it('shows no Retry button when the data cannot reload', () => {
		renderList({ status: 'error', error: null, message: 'Failed' });
		expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
	});

	it('renders a custom error', () => {
		renderList(
			{ status: 'error', error: null, message: 'Failed' },
			{ error: (message: string) => <p>Custom: {message}</p> },
		);
		expect(screen.getByText('Custom: Failed')).toBeInTheDocument();
	});

	it('shows the empty node for empty data', () => {
		renderList({ status: 'ready', data: [] });
		expect(screen.getByText('No rounds found matching your search.')).toBeInTheDocument();
		expect(screen.queryByRole('list')).not.toBeInTheDocument();
	});

	it('renders the children with the data when ready', () => {
		renderList({ status: 'ready', data: ['ttt_67th', 'ttt_minecraft'] });
		expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
			'ttt_67th',
			'ttt_minecraft',
		]);
	});
});
