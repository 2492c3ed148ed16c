import { hexToRgb } from './contrast';
import type { CommunityProfile } from './schema';

/**
 * The stylesheet every page loads (it imports the design tokens), which the build ends with the
 * community's colours. Not tokens.css itself: a stylesheet reached by @import is read from disk
 * without passing through the build's plugins.
 */
export const GLOBAL_STYLESHEET = '/src/styles/global.css';

/**
 * The community's colours as the design tokens name them, written after the demo's defaults
 * (tokens.css), so every page and island draws with them.
 */
export function communityColourCss(colours: CommunityProfile['colours']): string {
	const channels = (hex: string) => hexToRgb(hex).join(' ');
	const tokens = {
		'--color-accent': colours.accent,
		'--color-accent-rgb': channels(colours.accent),
		'--color-accent-strong': colours.accentStrong,
		'--color-accent-ink': colours.accentInk,
		'--color-accent-soft': `rgb(${channels(colours.accent)} / 0.14)`,
		'--color-secondary': colours.secondary,
		'--color-secondary-rgb': channels(colours.secondary),
		'--color-secondary-strong': colours.secondaryStrong,
		'--color-secondary-ink': colours.secondaryInk,
		'--color-secondary-soft': `rgb(${channels(colours.secondary)} / 0.12)`,
	};
	const lines = Object.entries(tokens).map(([name, value]) => `\t${name}: ${value};`);
	return `\n/* The community's colours (its profile file). */\n:root {\n${lines.join('\n')}\n}\n`;
}
