// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Podium from '../../src/components/ui/Podium';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

const PLAYERS = [
	{ id: 1, name: 'Nightjar', value: '42 eggs' },
	{ id: 2, name: 'Kestrel', value: '37 eggs' },
	{ id: 3, name: 'Bytewolf', value: '30 eggs' },
	{ id: 4, name: 'Quietfox', value: '12 eggs' },
];

describe('Podium', () => {
	it('lists the top three in rank order, each with its place', () => {
		render(<Podium label="Top egg hunters" entries={PLAYERS} />);
		const items = within(screen.getByRole('list', { name: 'Top egg hunters' })).getAllByRole(
			'listitem',
		);
		expect(items).toHaveLength(3);
		expect(items.map((item) => item.dataset.place)).toEqual(['1', '2', '3']);
		expect(items[0]).toHaveTextContent('Nightjar42 eggs1st place');
		expect(items[1]).toHaveTextContent('Kestrel');
		expect(items[2]).toHaveTextContent('Bytewolf');
		// The class names place 1st centre, 2nd left and 3rd right in the stylesheet.
		expect(items[0]).toHaveClass('ui-podium__place--1');
		expect(items[1]).toHaveClass('ui-podium__place--2');
		expect(items[2]).toHaveClass('ui-podium__place--3');
	});

	it('shows fewer places when fewer players qualify', () => {
		render(<Podium label="Top" entries={PLAYERS.slice(0, 1)} />);
		expect(screen.getAllByRole('listitem')).toHaveLength(1);
	});
});
