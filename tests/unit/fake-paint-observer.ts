/** A stand-in for the browser's PerformanceObserver: the test reports paint entries itself. */
export class FakePaintObserver {
	static observers: FakePaintObserver[] = [];
	observed: unknown[] = [];
	disconnected = false;

	constructor(
		private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void,
	) {
		FakePaintObserver.observers.push(this);
	}

	observe(options: unknown) {
		this.observed.push(options);
	}

	disconnect() {
		this.disconnected = true;
	}

	/** Delivers paint entries by name, as the browser does after presenting a frame. */
	report(...names: string[]) {
		if (this.disconnected) return;
		this.callback({
			getEntriesByName: (name) => names.filter((entry) => entry === name).map((n) => ({ name: n })),
		});
	}
}
