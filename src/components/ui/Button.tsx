import type { MouseEventHandler, ReactNode } from 'react';

/** Visual weight of a button, from the main call to action to a destructive one. */
type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
type ButtonSize = 'sm' | 'md' | 'lg';

interface Props {
	children: ReactNode;
	variant?: ButtonVariant;
	size?: ButtonSize;
	/** Renders a link styled as a button instead of a `<button>`. */
	href?: string;
	/** Link target; a new tab also gets `rel="noopener noreferrer"`. */
	target?: '_blank' | '_self';
	type?: 'button' | 'submit' | 'reset';
	disabled?: boolean;
	/** Shows a spinner, marks the control busy and ignores clicks, keeping its label and width. */
	loading?: boolean;
	/** Stretches to the width of its container. */
	block?: boolean;
	/** Icon before the label, hidden from assistive technology. */
	icon?: ReactNode;
	onClick?: MouseEventHandler<HTMLElement>;
	className?: string;
	'aria-label'?: string;
}

/** The class list of a button, for markup that cannot use the component. */
function buttonClass(
	variant: ButtonVariant = 'primary',
	size: ButtonSize = 'md',
	extra?: string,
): string {
	return ['ui-button', `ui-button--${variant}`, size !== 'md' && `ui-button--${size}`, extra]
		.filter(Boolean)
		.join(' ');
}

/** A button or a link that looks like one, in four variants and three sizes. */
export default function Button({
	children,
	variant = 'primary',
	size = 'md',
	href,
	target,
	type = 'button',
	disabled = false,
	loading = false,
	block = false,
	icon,
	onClick,
	className,
	'aria-label': ariaLabel,
}: Props) {
	const classes = buttonClass(
		variant,
		size,
		[block && 'ui-button--block', className].filter(Boolean).join(' '),
	);
	const content = (
		<>
			{loading ? (
				<span className="ui-button__spinner" aria-hidden="true" />
			) : (
				icon && (
					<span className="ui-button__icon" aria-hidden="true">
						{icon}
					</span>
				)
			)}
			{children}
		</>
	);

	if (href !== undefined) {
		// A disabled or loading link has no href, so it is neither followed nor focusable: the
		// ARIA pattern for a disabled link (role link, aria-disabled) that the rule does not know.
		if (disabled || loading) {
			return (
				// eslint-disable-next-line jsx-a11y/anchor-is-valid
				<a className={classes} role="link" aria-disabled="true" aria-busy={loading || undefined}>
					{content}
				</a>
			);
		}
		return (
			<a
				className={classes}
				href={href}
				target={target}
				rel={target === '_blank' ? 'noopener noreferrer' : undefined}
				aria-label={ariaLabel}
				onClick={onClick}
			>
				{content}
			</a>
		);
	}

	return (
		<button
			type={type}
			className={classes}
			disabled={disabled}
			aria-disabled={loading || undefined}
			aria-busy={loading || undefined}
			aria-label={ariaLabel}
			// Loading stays focusable (no `disabled`) so focus is not lost, but ignores clicks and
			// does not submit its form a second time.
			onClick={loading ? (event) => event.preventDefault() : onClick}
		>
			{content}
		</button>
	);
}
