import { PODIUM_SIZE } from '../config/constants';

/** The rows for the podium (the first `size`, in the order given) and the rest for the table. */
export function splitPodium<T>(rows: readonly T[], size = PODIUM_SIZE): { podium: T[]; rest: T[] } {
	return { podium: rows.slice(0, size), rest: rows.slice(size) };
}
