// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Badge from '../../src/components/ui/Badge';
import Button from '../../src/components/ui/Button';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe('Button', () => {
	it('is a primary button of type button by default', () => {
		render(<Button>Save</Button>);
		const button = screen.getByRole('button', { name: 'Save' });
		expect(button).toHaveAttribute('type', 'button');
		expect(button).toHaveClass('ui-button', 'ui-button--primary');
	});

	it('renders a link with variant and size classes, new tabs without an opener', () => {
		render(
			<Button href="https://discord.gg/x" target="_blank" variant="ghost" size="lg">
				Discord
			</Button>,
		);
		const link = screen.getByRole('link', { name: 'Discord' });
		expect(link).toHaveAttribute('href', 'https://discord.gg/x');
		expect(link).toHaveAttribute('rel', 'noopener noreferrer');
		expect(link).toHaveClass('ui-button--ghost', 'ui-button--lg');
	});

	it('while loading is busy, keeps its label and ignores clicks', () => {
		const onClick = vi.fn();
		render(
			<Button loading onClick={onClick}>
				Pay
			</Button>,
		);
		const button = screen.getByRole('button', { name: 'Pay' });
		expect(button).toHaveAttribute('aria-busy', 'true');
		fireEvent.click(button);
		expect(onClick).not.toHaveBeenCalled();
	});

	it('disabled, neither a button nor a link can be used', () => {
		render(
			<>
				<Button disabled>Send</Button>
				<Button href="/x" disabled>
					Go
				</Button>
			</>,
		);
		expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
		const link = screen.getByRole('link', { name: 'Go' });
		expect(link).not.toHaveAttribute('href');
		expect(link).toHaveAttribute('aria-disabled', 'true');
	});
});

describe('Badge', () => {
	it.each([
		[{}, ['ui-badge', 'ui-badge--neutral']],
		[{ tone: 'danger' as const }, ['ui-badge--danger']],
		[{ tone: 'success' as const, full: true }, ['ui-badge--success', 'ui-badge--full']],
	])('%o has the classes %o', (props, classes) => {
		render(<Badge {...props}>Traitors</Badge>);
		expect(screen.getByText('Traitors')).toHaveClass(...classes);
	});
});
