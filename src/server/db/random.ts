/** A small deterministic random source, so the same seed always builds the same data. */
export interface Random {
	/** A float in [0, 1). */
	next(): number;
	/** An integer in [min, max], both ends included. */
	intBetween(min: number, max: number): number;
	/** One element of a non-empty list. */
	pick<T>(items: readonly T[]): T;
	/** A copy of the list in random order. */
	shuffle<T>(items: readonly T[]): T[];
	/** A date in [from, to). */
	dateBetween(from: Date, to: Date): Date;
	/** A string of `length` decimal digits. */
	makeDigits(length: number): string;
	/** A string of `length` lowercase hex digits. */
	makeHex(length: number): string;
}

/** Creates a mulberry32 generator: tiny, fast and good enough for demo data (not for secrets). */
export function createRandom(seed: number): Random {
	let state = seed >>> 0;
	const next = (): number => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
	const intBetween = (min: number, max: number): number =>
		min + Math.floor(next() * (max - min + 1));
	const makeChars = (alphabet: string, length: number): string =>
		Array.from({ length }, () => alphabet[intBetween(0, alphabet.length - 1)]).join('');

	return {
		next,
		intBetween,
		pick(items) {
			if (items.length === 0) throw new Error('Cannot pick from an empty list');
			return items[intBetween(0, items.length - 1)]!;
		},
		shuffle(items) {
			const copy = [...items];
			// Fisher-Yates from the end, so every order is equally likely.
			for (let i = copy.length - 1; i > 0; i--) {
				const j = intBetween(0, i);
				[copy[i], copy[j]] = [copy[j]!, copy[i]!];
			}
			return copy;
		},
		dateBetween(from, to) {
			return new Date(from.getTime() + Math.floor(next() * (to.getTime() - from.getTime())));
		},
		makeDigits: (length) => makeChars('0123456789', length),
		makeHex: (length) => makeChars('0123456789abcdef', length),
	};
}
