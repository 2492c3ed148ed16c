/**
 * Row counts of the statements that write or look up many rows at once. The SQLite driver keeps
 * every distinct statement text prepared for good, and a prepared insert holds about 1 KB per
 * row it takes: a text for every possible count would keep hundreds of megabytes. Written in
 * chunks of these sizes (a full ingest batch of 1,000 in one), each statement has a dozen texts
 * at most, and the widest insert binds far fewer values than either engine allows.
 */
const CHUNK_SIZES = [1000, 512, 256, 128, 64, 32, 16, 8, 4, 2, 1] as const;

/** The rows split into chunks of the sizes above, largest first, in their order. */
export function chunksForStatements<T>(rows: readonly T[]): T[][] {
	const chunks: T[][] = [];
	let start = 0;
	for (const size of CHUNK_SIZES) {
		for (; rows.length - start >= size; start += size) chunks.push(rows.slice(start, start + size));
	}
	return chunks;
}

/**
 * The values of an `IN (...)` list in chunks of the sizes above, the last one filled up with
 * repeats of its last value (which match nothing more), so a look-up of any count is one or a
 * few statements of a dozen texts.
 */
export function chunksForInList<T>(values: readonly T[]): T[][] {
	const chunks: T[][] = [];
	for (let start = 0; start < values.length; start += CHUNK_SIZES[0]) {
		const chunk = values.slice(start, start + CHUNK_SIZES[0]);
		const size = [...CHUNK_SIZES].reverse().find((fits) => fits >= chunk.length)!;
		while (chunk.length < size) chunk.push(chunk[chunk.length - 1]!);
		chunks.push(chunk);
	}
	return chunks;
}
