/** Colour pairs of generated avatars: background and pattern, readable on the site's dark cards. */
const PALETTES = [
	['#1e3a5f', '#5fb3f9'],
	['#3b1f4a', '#c084fc'],
	['#14452f', '#4ade80'],
	['#4a2a12', '#fb923c'],
	['#4a1525', '#f472b6'],
	['#12383f', '#2dd4bf'],
	['#3f3a12', '#facc15'],
	['#2a2f45', '#a5b4fc'],
] as const;

/** A 32-bit FNV-1a hash of a text: the same id always draws the same avatar. */
function hash(text: string): number {
	let value = 0x811c9dc5;
	for (let i = 0; i < text.length; i++) {
		value ^= text.charCodeAt(i);
		value = Math.imul(value, 0x01000193) >>> 0;
	}
	return value;
}

/**
 * A generated avatar of a SteamID64: a 5 x 5 mirrored pattern in one of a few colour pairs, as
 * an SVG document (about 1 KB). Deterministic, so demo players keep their face across pages.
 */
export function renderAvatarSvg(steamId: string): string {
	const bits = hash(steamId);
	const [background, foreground] = PALETTES[hash(`${steamId}:palette`) % PALETTES.length]!;
	const cells: string[] = [];
	for (let row = 0; row < 5; row++) {
		for (let column = 0; column < 3; column++) {
			if (((bits >>> (row * 3 + column)) & 1) === 0) continue;
			for (const x of new Set([column, 4 - column])) {
				cells.push(`<rect x="${x * 12 + 4}" y="${row * 12 + 4}" width="12" height="12"/>`);
			}
		}
	}
	return (
		`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 68 68" width="68" height="68">` +
		`<rect width="68" height="68" fill="${background}"/>` +
		`<g fill="${foreground}">${cells.join('')}</g></svg>`
	);
}
