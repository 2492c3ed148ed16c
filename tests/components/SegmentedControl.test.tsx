// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SegmentedControl from '../../src/components/ui/SegmentedControl';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

const REGIONS = [
	{ value: 'eu', label: 'EU' },
	{ value: 'na', label: 'NA' },
] as const;

/** The control with its state, as an island holds it. */
function Region({ onChange }: { onChange?: (value: string) => void }) {
	const [value, setValue] = useState<'eu' | 'na'>('eu');
	return (
		<SegmentedControl
			label="Region"
			options={REGIONS}
			value={value}
			onChange={(next) => {
				setValue(next);
				onChange?.(next);
			}}
		/>
	);
}

describe('SegmentedControl', () => {
	it('is a radio group with the selected option checked and the only tab stop', () => {
		render(<Region />);
		expect(screen.getByRole('radiogroup', { name: 'Region' })).toBeInTheDocument();
		const eu = screen.getByRole('radio', { name: 'EU' });
		const na = screen.getByRole('radio', { name: 'NA' });
		expect(eu).toHaveAttribute('aria-checked', 'true');
		expect(na).toHaveAttribute('aria-checked', 'false');
		expect(eu).toHaveAttribute('tabindex', '0');
		expect(na).toHaveAttribute('tabindex', '-1');
	});

	it.each([
		['ArrowRight', 'NA'],
		['ArrowDown', 'NA'],
		['ArrowLeft', 'NA'],
		['End', 'NA'],
	])('%s moves focus and selection to %s', (key, expected) => {
		const onChange = vi.fn();
		render(<Region onChange={onChange} />);
		fireEvent.keyDown(screen.getByRole('radio', { name: 'EU' }), { key });
		const target = screen.getByRole('radio', { name: expected });
		expect(target).toHaveAttribute('aria-checked', 'true');
		expect(target).toHaveFocus();
		expect(onChange).toHaveBeenCalledWith('na');
	});

	it('wraps from the last option to the first and ignores other keys', () => {
		const onChange = vi.fn();
		render(<Region onChange={onChange} />);
		fireEvent.click(screen.getByRole('radio', { name: 'NA' }));
		fireEvent.keyDown(screen.getByRole('radio', { name: 'NA' }), { key: 'ArrowRight' });
		expect(screen.getByRole('radio', { name: 'EU' })).toHaveAttribute('aria-checked', 'true');
		fireEvent.keyDown(screen.getByRole('radio', { name: 'EU' }), { key: 'a' });
		expect(onChange.mock.calls).toEqual([['na'], ['eu']]);
	});

	it('does not report a click on the selected option', () => {
		const onChange = vi.fn();
		render(<Region onChange={onChange} />);
		fireEvent.click(screen.getByRole('radio', { name: 'EU' }));
		expect(onChange).not.toHaveBeenCalled();
	});
});
