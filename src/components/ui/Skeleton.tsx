import '../../styles/ui/skeleton.css';
interface Props {
	/** `text` draws lines of text, `block` a box, `circle` an avatar. */
	variant?: 'text' | 'block' | 'circle';
	/** Lines for `text`; the last one is shorter, as a paragraph's is. */
	lines?: number;
	/** Any CSS length; `text` defaults to the full width, `circle` to 3rem. */
	width?: string;
	height?: string;
	className?: string;
}

/**
 * A placeholder in the shape of content still loading. Decorative: the region around it says
 * it is loading (aria-busy or a status message), so it is hidden from assistive technology.
 */
export default function Skeleton({ variant = 'text', lines = 1, width, height, className }: Props) {
	const classes = ['ui-skeleton', `ui-skeleton--${variant}`, className].filter(Boolean).join(' ');
	if (variant === 'text') {
		return (
			<span className={classes} style={{ width }} aria-hidden="true">
				{Array.from({ length: Math.max(1, lines) }, (_, index) => (
					<span key={index} className="ui-skeleton__line" />
				))}
			</span>
		);
	}
	return (
		<span
			className={classes}
			style={{ width, height: height ?? (variant === 'circle' ? width : undefined) }}
			aria-hidden="true"
		/>
	);
}
