import { LIVE_PARTS, type LivePart, type PartHealthWire } from '../../contract/http';

/** A part of the site whose health is reported: the database or a live outside service. */
export type SitePart = 'database' | LivePart;

/** Every part, in the order the health answer lists them. */
export const SITE_PARTS: readonly SitePart[] = ['database', ...LIVE_PARTS];

/** Where the adapters report how their calls went; read by `/health` and `/metrics`. */
export interface PartHealth {
	/** A call of the part failed (the outside service was down, refused, or answered junk). */
	recordError(part: SitePart, at?: Date): void;
	/** A call of the part succeeded: the part is ok again. */
	recordSuccess(part: SitePart): void;
	/** The part's status and last error time. */
	read(part: SitePart): PartHealthWire;
	/** Failures of the part since the start, for the metrics. */
	errorCount(part: SitePart): number;
}

interface PartState {
	failing: boolean;
	lastErrorAt: string | null;
	errors: number;
}

/** A fresh record: every part ok, none ever failed. Kept in memory, per replica. */
export function createPartHealth(): PartHealth {
	const states = new Map<SitePart, PartState>(
		SITE_PARTS.map((part) => [part, { failing: false, lastErrorAt: null, errors: 0 }]),
	);
	const stateOf = (part: SitePart) => states.get(part)!;
	return {
		recordError(part, at = new Date()) {
			const state = stateOf(part);
			state.failing = true;
			state.lastErrorAt = at.toISOString();
			state.errors += 1;
		},
		recordSuccess(part) {
			stateOf(part).failing = false;
		},
		read(part) {
			const { failing, lastErrorAt } = stateOf(part);
			return { status: failing ? 'degraded' : 'ok', lastErrorAt };
		},
		errorCount: (part) => stateOf(part).errors,
	};
}

/**
 * Reports the outcome of every promise-returning method of an adapter: a rejection is an error
 * of the part, a result a success. Other members pass through untouched.
 */
export function reportCalls<T extends object>(
	adapter: T,
	part: SitePart,
	health: PartHealth,
	methods: readonly (keyof T)[],
): T {
	const watched = Object.create(adapter) as T;
	for (const name of methods) {
		const original = adapter[name];
		if (typeof original !== 'function') continue;
		(watched as Record<keyof T, unknown>)[name] = async (...args: unknown[]) => {
			try {
				const result: unknown = await (original as (...a: unknown[]) => unknown).apply(
					adapter,
					args,
				);
				health.recordSuccess(part);
				return result;
			} catch (error) {
				health.recordError(part);
				throw error;
			}
		};
	}
	return watched;
}
