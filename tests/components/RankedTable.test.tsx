// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import RankedTable from '../../src/components/ui/RankedTable';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

interface Hunter {
	id: string;
	rank: number;
	name: string;
	eggs: number;
	last: string;
}

const HUNTERS: Hunter[] = [
	{ id: 'a', rank: 4, name: 'Quietfox', eggs: 12, last: '2 Apr' },
	{ id: 'b', rank: 5, name: 'Marten', eggs: 9, last: '1 Apr' },
];

function renderHunters(props: Partial<Parameters<typeof RankedTable<Hunter>>[0]> = {}) {
	return render(
		<RankedTable<Hunter>
			caption="Egg hunters from rank 4"
			rows={HUNTERS}
			rowKey={(row) => row.id}
			rank={(row) => row.rank}
			player={(row) => row.name}
			value={{ header: 'Eggs', cell: (row) => row.eggs }}
			details={[{ key: 'last', header: 'Last pickup', cell: (row) => row.last }]}
			{...props}
		/>,
	);
}

describe('RankedTable', () => {
	it('puts rank, player and the key number first, then the other columns', () => {
		renderHunters();
		const table = screen.getByRole('table', { name: 'Egg hunters from rank 4' });
		const headers = within(table)
			.getAllByRole('columnheader')
			.map((header) => header.textContent);
		expect(headers).toEqual(['Rank', 'Player', 'Eggs', 'Last pickup']);
		const first = within(table).getAllByRole('row')[1]!;
		const cells = within(first).getAllByRole('cell');
		expect(cells[0]).toHaveTextContent('#4');
		expect(cells[0]).toHaveClass('ui-ranked__rank');
		expect(cells[2]).toHaveTextContent('12');
		expect(cells[2]).toHaveClass('ui-ranked__value');
		expect(cells[3]).toHaveTextContent('2 Apr');
	});

	it('repeats the other columns, labelled, under the player for narrow boxes', () => {
		renderHunters();
		const first = screen.getAllByRole('row')[1]!;
		const player = within(first).getAllByRole('cell')[1]!;
		expect(player.querySelector('.ui-ranked__player-slot')).toHaveTextContent('Quietfox');
		const details = player.querySelector('dl');
		expect(details).toHaveTextContent('Last pickup2 Apr');
	});

	it('renders whatever the player slot gives, such as a link', () => {
		renderHunters({ player: (row) => <a href={`/players/${row.id}`}>{row.name}</a> });
		expect(screen.getByRole('link', { name: 'Marten' })).toHaveAttribute('href', '/players/b');
	});

	it('names its scroll region after the caption and can hide the caption', () => {
		renderHunters({ hideCaption: true, details: [] });
		expect(screen.getByRole('region', { name: 'Egg hunters from rank 4' })).toHaveAttribute(
			'tabindex',
			'0',
		);
		expect(screen.getByText('Egg hunters from rank 4')).toHaveClass('visually-hidden');
		// Without other columns there is no second line.
		expect(document.querySelector('dl')).toBeNull();
	});

	it('highlights the rows asked for', () => {
		renderHunters({ isRowHighlighted: (row) => row.id === 'b' });
		const rows = screen.getAllByRole('row').slice(1);
		expect(rows.map((row) => row.classList.contains('ui-table__row--highlight'))).toEqual([
			false,
			true,
		]);
	});
});
