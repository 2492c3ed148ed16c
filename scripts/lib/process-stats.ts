/** What a benchmark reads about a server process from /proc (Linux; null elsewhere). */
import { readFileSync } from 'node:fs';

/** Resident memory now and at its peak since the process started, in MB. */
export function readMemory(pid: number): { rss: number; peak: number } | null {
	try {
		const status = readFileSync(`/proc/${pid}/status`, 'utf8');
		const field = (name: string) =>
			Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1]) / 1024;
		return { rss: field('VmRSS'), peak: field('VmHWM') };
	} catch {
		return null;
	}
}

// Linux counts CPU time in ticks of 1/100 s (USER_HZ) on every common build.
const TICKS_PER_SECOND = 100;

/** CPU seconds (user and system) the process has used so far, all its threads together. */
export function readCpuSeconds(pid: number): number | null {
	return readStatCpuSeconds(`/proc/${pid}/stat`);
}

/**
 * CPU seconds of the process's main thread alone, the one that runs the event loop: every
 * request's handling, without the password hashing of the worker threads.
 */
export function readMainThreadCpuSeconds(pid: number): number | null {
	return readStatCpuSeconds(`/proc/${pid}/task/${pid}/stat`);
}

function readStatCpuSeconds(path: string): number | null {
	try {
		const stat = readFileSync(path, 'utf8');
		// The command name (field 2) may hold spaces; the fields after it are plain numbers.
		const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
		return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
	} catch {
		return null;
	}
}
