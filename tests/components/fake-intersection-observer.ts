/** A stand-in for the browser's IntersectionObserver that the test drives by hand. */
export class FakeIntersectionObserver {
	static instances: FakeIntersectionObserver[] = [];
	readonly observed: Element[] = [];
	disconnected = false;
	constructor(
		readonly callback: IntersectionObserverCallback,
		readonly options: IntersectionObserverInit = {},
	) {
		FakeIntersectionObserver.instances.push(this);
	}
	observe(element: Element) {
		this.observed.push(element);
	}
	disconnect() {
		this.disconnected = true;
	}
	/** The element is (or is not) within the margin of the window now. */
	report(isIntersecting: boolean) {
		// A disconnected observer reports nothing more, as in the browser.
		if (this.disconnected) return;
		const entries = this.observed.map((target) => ({ target, isIntersecting }));
		this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
	}
}
