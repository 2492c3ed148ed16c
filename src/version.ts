import packageJson from '../package.json' with { type: 'json' };

/** The site's release, as package.json and CHANGELOG.md name it. */
export const SITE_VERSION: string = packageJson.version;
