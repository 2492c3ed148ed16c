/** The copyright line: '© {current year} {host}' (spec 2.3), year and host at view time. */
export function copyrightLine(now: Date, host: string): string {
	return `© ${now.getFullYear()} ${host}`;
}
