import { readFileSync } from 'node:fs';
import { dirname, extname, resolve } from 'node:path';
import { AA_TEXT_CONTRAST, contrastRatio } from './contrast';
import { CommunityProfileSchema, type CommunityProfile } from './schema';

/** The largest logo file: it is inlined into every page twice (header and footer). */
export const MAX_LOGO_BYTES = 48 * 1024;

const LOGO_TYPES: Record<string, string> = {
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.webp': 'image/webp',
};

/** A surface the accent colours are drawn on: its custom property and colour. */
interface Surface {
	name: string;
	colour: string;
}

// The surfaces text is drawn on, darkest first, as the design tokens name them.
const SURFACE_NAMES = [
	'--color-bg',
	'--color-bg-elevated',
	'--color-surface',
	'--color-surface-hover',
	'--color-surface-raised',
];

/** The surfaces of the design tokens (src/styles/tokens.css), read from the stylesheet. */
export function readSurfaces(tokensCss: string): Surface[] {
	return SURFACE_NAMES.map((name) => {
		const match = new RegExp(`${name}:\\s*(#[0-9a-fA-F]{6});`).exec(tokensCss);
		if (!match) throw new Error(`The design tokens have no ${name} as #rrggbb.`);
		return { name, colour: match[1]! };
	});
}

/**
 * Where each colour of the profile falls short of WCAG AA, one line each naming the key: text
 * colours on every surface, ink colours on the colour they are written on.
 */
function findContrastProblems(
	colours: CommunityProfile['colours'],
	surfaces: readonly Surface[],
): string[] {
	const problems: string[] = [];
	const check = (key: string, foreground: string, background: string, on: string) => {
		const ratio = contrastRatio(foreground, background);
		if (ratio < AA_TEXT_CONTRAST) {
			problems.push(
				`colours.${key}: ${foreground} has a contrast of ${ratio.toFixed(2)}:1 on ${on} ` +
					`(${background}); text needs ${AA_TEXT_CONTRAST}:1 (WCAG AA)`,
			);
		}
	};
	for (const key of ['accent', 'accentStrong', 'secondary', 'secondaryStrong'] as const) {
		for (const surface of surfaces) check(key, colours[key], surface.colour, surface.name);
	}
	check('accentInk', colours.accentInk, colours.accent, 'colours.accent');
	check('secondaryInk', colours.secondaryInk, colours.secondary, 'colours.secondary');
	return problems;
}

/** Parses and checks a profile's text; throws one error naming every bad key. */
export function parseCommunityProfile(
	source: string,
	options: { file: string; surfaces: readonly Surface[]; readLogo: (path: string) => Buffer },
): CommunityProfile {
	const fail = (problems: string[]): never => {
		throw new Error(
			`The community profile ${options.file} is not valid:\n${problems.map((line) => `- ${line}`).join('\n')}`,
		);
	};
	let raw: unknown;
	try {
		raw = JSON.parse(source);
	} catch (error) {
		return fail([`not JSON: ${(error as Error).message}`]);
	}
	// A key left out says so plainly ('is missing'); other messages are the schema's own.
	const result = CommunityProfileSchema.safeParse(raw, {
		error: (issue) => (issue.input === undefined ? 'is missing' : undefined),
	});
	if (!result.success) {
		return fail(
			result.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`),
		);
	}
	const { logo, ...profile } = result.data;
	const problems = findContrastProblems(profile.colours, options.surfaces);
	const logoPath = resolve(dirname(options.file), logo);
	let logoBytes: Buffer | undefined;
	try {
		logoBytes = options.readLogo(logoPath);
	} catch {
		problems.push(`logo: cannot read ${logoPath}`);
	}
	if (logoBytes && logoBytes.length > MAX_LOGO_BYTES) {
		problems.push(`logo: ${logoPath} is ${logoBytes.length} bytes; at most ${MAX_LOGO_BYTES}`);
	}
	if (problems.length > 0) fail(problems);
	const type = LOGO_TYPES[extname(logo).toLowerCase()]!;
	return { ...profile, logoUrl: `data:${type};base64,${logoBytes!.toString('base64')}` };
}

/** Reads the profile file (the project's tokens give the surfaces its colours are checked on). */
export function loadCommunityProfile(file: string, tokensCssFile: string): CommunityProfile {
	const path = resolve(file);
	let source: string;
	try {
		source = readFileSync(path, 'utf8');
	} catch {
		throw new Error(`The community profile ${path} cannot be read (COMMUNITY_PROFILE).`);
	}
	return parseCommunityProfile(source, {
		file: path,
		surfaces: readSurfaces(readFileSync(tokensCssFile, 'utf8')),
		readLogo: (logoPath) => readFileSync(logoPath),
	});
}
