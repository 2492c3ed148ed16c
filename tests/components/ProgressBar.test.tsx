// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import BarList, { getBarShares } from '../../src/components/ui/BarList';
import ProgressBar, { progressRatio } from '../../src/components/ui/ProgressBar';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe('ProgressBar', () => {
	it('is a progressbar named by its label with its values', () => {
		render(<ProgressBar label="Monthly goal" value={120} max={200} valueText="€120 of €200" />);
		const bar = screen.getByRole('progressbar', { name: 'Monthly goal' });
		expect(bar).toHaveAttribute('aria-valuemin', '0');
		expect(bar).toHaveAttribute('aria-valuemax', '200');
		expect(bar).toHaveAttribute('aria-valuenow', '120');
		expect(bar).toHaveAttribute('aria-valuetext', '€120 of €200');
		expect(screen.getByText('€120 of €200')).toBeInTheDocument();
	});

	it.each([
		[-5, 100, 0],
		[0, 100, 0],
		[50, 100, 0.5],
		[100, 100, 1],
		[250, 100, 1],
		[10, 0, 0],
		[Number.NaN, 100, 0],
	])('fills %s of %s as %s', (value, max, ratio) => {
		expect(progressRatio(value, max)).toBe(ratio);
	});

	it('clamps the reported value into the range and shows the percentage', () => {
		render(<ProgressBar label="Over" value={150} max={100} />);
		const bar = screen.getByRole('progressbar', { name: 'Over' });
		expect(bar).toHaveAttribute('aria-valuenow', '100');
		expect(screen.getByText('100%')).toBeInTheDocument();
	});
});

describe('BarList', () => {
	it('gives each bar its share of the total', () => {
		expect(getBarShares([3, 1])).toEqual([75, 25]);
		expect(getBarShares([0, 0])).toEqual([0, 0]);
	});

	it('lists labels with values and percentages', () => {
		render(
			<BarList
				label="Kills by weapon"
				items={[
					{ id: 'awp', label: 'AWP', value: 300 },
					{ id: 'ssg', label: 'SSG 08', value: 100 },
				]}
			/>,
		);
		const items = screen.getAllByRole('listitem');
		expect(items.map((item) => item.textContent)).toEqual(['AWP300 · 75%', 'SSG 08100 · 25%']);
	});
});
