/**
 * The systemd unit of deploy/ passes `systemd-analyze verify` without a warning: a misspelt key
 * or a bad value is only a warning to systemd, which then runs the service without it.
 * Needs `systemd-analyze` (Debian's `systemd` package).
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const unit = new URL('../../deploy/community-site.service', import.meta.url).pathname;

describe('deploy/community-site.service', () => {
	it('passes systemd-analyze verify without a warning', () => {
		const result = spawnSync('systemd-analyze', ['verify', unit], { encoding: 'utf8' });
		if (result.error) {
			throw new Error(
				`systemd-analyze is missing (apt-get install systemd): ${result.error.message}`,
			);
		}
		expect(result.stderr).toBe('');
		expect(result.status).toBe(0);
	});
});
