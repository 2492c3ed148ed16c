/** Ease-in-out (cubic) progress for t in [0, 1]. */
export function easeInOutCubic(t: number): number {
	const clamped = Math.min(1, Math.max(0, t));
	return clamped < 0.5 ? 4 * clamped ** 3 : 1 - (-2 * clamped + 2) ** 3 / 2;
}

/** Scroll position `elapsed` ms into a smooth scroll from `from` to `to` lasting `duration` ms. */
export function scrollPositionAt(from: number, to: number, elapsed: number, duration: number) {
	if (duration <= 0) return to;
	return from + (to - from) * easeInOutCubic(elapsed / duration);
}
