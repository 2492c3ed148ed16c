/**
 * Writes log lines to standard output, those of one turn of the event loop together. Standard
 * output is written synchronously on Linux (a file, a pipe to systemd's journal or Docker), and
 * during a flood the access log's line per request was a write call per request: about a tenth
 * of the server's time per refused login. Lines are flushed at the end of the turn they were
 * logged in, and when the process exits, so none is lost to the batching.
 */
export function createLineWriter(
	write: (text: string) => void = (text) => process.stdout.write(text),
) {
	let pending: string[] = [];
	const flush = () => {
		if (pending.length === 0) return;
		const text = `${pending.join('\n')}\n`;
		pending = [];
		write(text);
	};
	let exitHooked = false;
	return (line: string) => {
		if (pending.length === 0) {
			setImmediate(flush);
			if (!exitHooked) {
				exitHooked = true;
				process.once('exit', flush);
			}
		}
		pending.push(line);
	};
}

/** The access log's writer: one for the whole process, shared by the site and the API. */
export const writeAccessLine = createLineWriter();
