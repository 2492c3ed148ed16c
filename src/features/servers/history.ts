import type { ServerHistory } from '@/contract/servers';

/** The two paths of a sparkline: the line itself and the area under it. */
interface SparklinePaths {
	line: string;
	area: string;
}

/** A coordinate with at most one decimal: enough for a chart, short in the markup. */
function round(value: number): number {
	return Math.round(value * 10) / 10;
}

/**
 * SVG paths of player counts in a `width` by `height` box (y grows downwards), scaled so that
 * `maxValue` touches the top. Counts are spread evenly from left to right edge; a null (no
 * sample) breaks the line, and each unbroken run gets its own area down to the baseline. A run of
 * one point is drawn as a short flat step so it stays visible.
 */
export function buildSparkline(
	values: readonly (number | null)[],
	maxValue: number,
	width: number,
	height: number,
): SparklinePaths {
	const scale = Math.max(1, maxValue, ...values.map((value) => value ?? 0));
	const stepX = values.length > 1 ? width / (values.length - 1) : width;
	const xOf = (index: number) => round(values.length > 1 ? index * stepX : 0);
	const yOf = (value: number) => round(height - (value / scale) * height);
	const runs: { index: number; value: number }[][] = [];
	let run: { index: number; value: number }[] = [];
	values.forEach((value, index) => {
		if (value === null) {
			if (run.length > 0) runs.push(run);
			run = [];
		} else {
			run.push({ index, value });
		}
	});
	if (run.length > 0) runs.push(run);

	const lines: string[] = [];
	const areas: string[] = [];
	for (const points of runs) {
		const coords = points.map(({ index, value }) => [xOf(index), yOf(value)] as const);
		if (coords.length === 1) {
			const [x, y] = coords[0]!;
			const dx = Math.max(stepX / 2, 1);
			if (x + dx <= width) coords.push([round(x + dx), y]);
			else coords.unshift([round(x - dx), y]);
		}
		const path = coords.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x} ${y}`).join('');
		lines.push(path);
		areas.push(`${path}L${coords.at(-1)![0]} ${height}L${coords[0]![0]} ${height}Z`);
	}
	return { line: lines.join(''), area: areas.join('') };
}

/** The highest count of a history and when it was last reached; null without any sample. */
interface HistoryPeak {
	players: number;
	at: Date;
}

/** The peak of a history: the most players in a point, the latest such point when it repeats. */
export function findPeak(
	history: Pick<ServerHistory, 'players' | 'start' | 'stepMinutes'>,
): HistoryPeak | null {
	let peakIndex = -1;
	history.players.forEach((players, index) => {
		const best = history.players[peakIndex];
		if (players !== null && (best == null || players >= best)) peakIndex = index;
	});
	const players = history.players[peakIndex];
	if (players == null) return null;
	const startMs = new Date(history.start).getTime();
	return { players, at: new Date(startMs + peakIndex * history.stepMinutes * 60_000) };
}

/** What a chart's text summary says: the period, the peak and the count now. */
interface HistorySummaryParts {
	/** 'the last 24 hours', 'the last 7 days'. */
	period: string;
	peak: HistoryPeak | null;
	/** Players now (from the live list); left out when unknown. */
	now?: number;
	/** The peak's time, as the view writes it ('21:00', 'Sat 22 Nov, 21:00'). */
	formatTime: (at: Date) => string;
}

/** The sentence a screen reader hears for a chart: 'Players over the last 24 hours: peak 31 at 21:00, now 18'. */
export function describeHistory({ period, peak, now, formatTime }: HistorySummaryParts): string {
	const parts = [peak ? `peak ${peak.players} at ${formatTime(peak.at)}` : 'no samples yet'];
	if (now !== undefined) parts.push(`now ${now}`);
	return `Players over ${period}: ${parts.join(', ')}`;
}
