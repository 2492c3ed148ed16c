import { buildSparkline } from '../history';

interface Props {
	players: readonly (number | null)[];
	/** The top of the scale: the server's slots. */
	maxPlayers: number;
	/** The drawing's own units; CSS sizes the box, so the chart stretches to it. */
	width?: number;
	height?: number;
	className?: string;
}

/**
 * A player-count line with the area under it, drawn as plain SVG paths. Decorative for
 * assistive technology: the view puts the chart's text summary beside it.
 */
export default function Sparkline({
	players,
	maxPlayers,
	width = 288,
	height = 48,
	className,
}: Props) {
	const { line, area } = buildSparkline(players, maxPlayers, width, height);
	return (
		<svg
			className={['sparkline', className].filter(Boolean).join(' ')}
			viewBox={`0 0 ${width} ${height}`}
			preserveAspectRatio="none"
			aria-hidden="true"
			focusable="false"
		>
			<path className="sparkline__area" d={area} />
			<path className="sparkline__line" d={line} vectorEffect="non-scaling-stroke" />
		</svg>
	);
}
