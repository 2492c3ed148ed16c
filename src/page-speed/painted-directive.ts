import type { ClientDirective } from 'astro';
import { whenFirstPainted } from './after-first-paint';

/**
 * `client:painted`: the island's server HTML is part of the first paint, and its JavaScript is
 * fetched and run right after it. Like `client:load` for anything a visitor can do, but the
 * island's script never delays the largest paint.
 */
const paintedDirective: ClientDirective = (load) => {
	whenFirstPainted(() => startIsland(load));
};

/** Loads an island's code and hydrates it; a failure is logged, the server HTML stays. */
export function startIsland(load: Parameters<ClientDirective>[0]): void {
	load()
		.then((hydrate) => hydrate())
		.catch((error: unknown) => console.error('Island failed to start:', error));
}

export default paintedDirective;
