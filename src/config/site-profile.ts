// What this build was made for: mode, public address and switched-off parts.
import { siteProfile } from 'virtual:site-profile';
import type { SwitchablePart } from '../site-mode';

/** A demo build: invented community, demo accounts, and the 'Demo site' notice on every page. */
export const isDemoSite = siteProfile.mode === 'demo';

/** Whether the operator switched a live part off; its pages then say so. */
export function isSwitchedOff(part: SwitchablePart): boolean {
	return siteProfile.switchedOff.includes(part);
}
